import type { Metadata } from "next";
import { cookies } from "next/headers";

import { AuthCard } from "@/components/auth/auth-card";
import { Verify2faForm } from "@/components/auth/verify-2fa-form";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { challengeCookieName, readChallenge } from "@/lib/auth/challenge";
import { secondFactorsOf } from "@/lib/auth/queries";
import { usesSecureCookies } from "@/lib/auth/session";
import { authSecret } from "@/lib/env";

export const metadata: Metadata = { title: "Two-factor verification", robots: { index: false } };

export default async function Verify2faPage({ searchParams }: PageProps<"/verify-2fa">) {
  const raw = (await searchParams).callbackUrl;
  const cookie = (await cookies()).get(challengeCookieName(usesSecureCookies()))?.value;
  const factors = await secondFactorsOf(readChallenge(cookie, authSecret())?.uid);
  return (
    <AuthCard
      title="Two-factor verification"
      intro="Your account is protected with two-factor authentication. Enter a code to finish signing in."
    >
      <Verify2faForm callbackUrl={safeCallbackUrl(Array.isArray(raw) ? raw[0] : raw)} factors={factors} />
    </AuthCard>
  );
}
