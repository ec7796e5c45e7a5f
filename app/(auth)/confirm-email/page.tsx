import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { AuthCard } from "@/components/auth/auth-card";
import { ResendConfirmationForm } from "@/components/auth/resend-confirmation-form";
import { FormAlert } from "@/components/forms/fields";
import { CONFIRMATION_LINK_PROBLEMS } from "@/lib/auth/messages";

export const metadata: Metadata = { title: "Confirm your email address", robots: { index: false } };

export default async function ConfirmEmailPage({ searchParams }: PageProps<"/confirm-email">) {
  const raw = (await searchParams).problem;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const problem = value === "expired" || value === "used" ? value : "invalid";
  return (
    <AuthCard
      title="Confirm your email address"
      footer={
        <Link href="/login" className="font-semibold text-brand-800 hover:underline">
          Go to sign in
        </Link>
      }
    >
      <div className="space-y-5">
        <FormAlert>{CONFIRMATION_LINK_PROBLEMS[problem]}</FormAlert>
        {problem !== "used" ? <ResendConfirmationForm /> : null}
      </div>
    </AuthCard>
  );
}
