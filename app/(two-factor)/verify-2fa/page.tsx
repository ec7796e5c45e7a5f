import type { Metadata } from "next";

import { AuthCard } from "@/components/auth/auth-card";
import { Verify2faForm } from "@/components/auth/verify-2fa-form";
import { safeCallbackUrl } from "@/lib/auth/callback-url";

export const metadata: Metadata = { title: "Two-factor verification", robots: { index: false } };

export default async function Verify2faPage({ searchParams }: PageProps<"/verify-2fa">) {
  const raw = (await searchParams).callbackUrl;
  return (
    <AuthCard
      title="Two-factor verification"
      intro="Your account is protected with two-factor authentication. Enter a code to finish signing in."
    >
      <Verify2faForm callbackUrl={safeCallbackUrl(Array.isArray(raw) ? raw[0] : raw)} />
    </AuthCard>
  );
}
