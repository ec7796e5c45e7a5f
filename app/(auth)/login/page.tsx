import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { FormAlert } from "@/components/forms/fields";
import { safeCallbackUrl } from "@/lib/auth/callback-url";

export const metadata: Metadata = {
  title: "Sign in",
  description:
    "Sign in to save supplement stacks, keep a health profile for interaction checks and share stacks.",
  robots: { index: false },
  alternates: { canonical: "/login" },
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(first(params.callbackUrl));
  const registered = first(params.registered) === "true" && first(params.needsConfirmation) === "true";
  const confirmed = first(params.confirmed) === "true";
  const signupHref =
    callbackUrl === "/dashboard" ? "/signup" : `/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`;
  return (
    <AuthCard
      title="Sign in"
      intro={
        registered
          ? "Your account is created. Confirm your email address, then sign in."
          : confirmed
            ? "Your account is ready. Sign in to start."
            : "Welcome back. Sign in to your saved stacks and account."
      }
      footer={
        <>
          New here?{" "}
          <Link href={signupHref} className="font-semibold text-brand-800 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        {registered ? (
          <FormAlert tone="info">
            We have sent you an email with a confirmation link. Please click it to confirm your address, then
            sign in here.
          </FormAlert>
        ) : null}
        {confirmed ? (
          <FormAlert tone="success">Your email address is confirmed. You can sign in now.</FormAlert>
        ) : null}
        <LoginForm callbackUrl={callbackUrl} firstSignIn={confirmed} />
      </div>
    </AuthCard>
  );
}
