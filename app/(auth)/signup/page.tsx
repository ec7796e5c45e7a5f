import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";
import { safeCallbackUrl } from "@/lib/auth/callback-url";

export const metadata: Metadata = {
  title: "Create an account",
  description:
    "Create a free account to save and share supplement stacks and keep an optional health profile for interaction checks.",
  alternates: { canonical: "/signup" },
};

export default async function SignupPage({ searchParams }: PageProps<"/signup">) {
  const raw = (await searchParams).callbackUrl;
  const callbackUrl = safeCallbackUrl(Array.isArray(raw) ? raw[0] : raw);
  return (
    <AuthCard
      title="Create your account"
      intro="Save your stacks, check them against your medicines and share them. For adults in the UK aged 18 and over."
      footer={
        <>
          Already have an account?{" "}
          <Link href="/login" className="font-semibold text-brand-800 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
