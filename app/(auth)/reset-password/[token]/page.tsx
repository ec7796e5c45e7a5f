import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { z } from "zod";

import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { FormAlert } from "@/components/forms/fields";
import { inspectEmailToken } from "@/lib/auth/accounts";
import { RESET_LINK_PROBLEMS } from "@/lib/auth/messages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

const tokenSchema = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[\w-]+$/);

export default async function ResetPasswordTokenPage({ params }: PageProps<"/reset-password/[token]">) {
  const parsed = tokenSchema.safeParse((await params).token);
  const inspected = parsed.success
    ? await inspectEmailToken(parsed.data, "reset_password")
    : { problem: "invalid" as const };
  if (!parsed.success || !inspected.row) {
    const problem = inspected.problem ?? "invalid";
    return (
      <AuthCard title="This link cannot be used">
        <div className="space-y-4">
          <FormAlert>{RESET_LINK_PROBLEMS[problem]}</FormAlert>
          <Link
            href="/reset-password"
            className="inline-flex rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Request a new link
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" intro="Setting a new password signs you out on every device.">
      <ResetPasswordForm token={parsed.data} />
    </AuthCard>
  );
}
