import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = {
  title: "Reset your password",
  robots: { index: false },
  alternates: { canonical: "/reset-password" },
};

export default function ResetPasswordRequestPage() {
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email address of your account and we will email you a link to choose a new password."
      footer={
        <Link href="/login" className="font-semibold text-brand-800 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
