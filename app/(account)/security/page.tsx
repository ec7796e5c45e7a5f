import type { Metadata } from "next";

import { ChangePasswordForm } from "@/components/account/change-password-form";
import { PageHeading, Panel } from "@/components/account/page-heading";
import { SignOutEverywhere } from "@/components/account/sign-out-everywhere";
import { TwoFactorPanel } from "@/components/account/two-factor-panel";
import { requirePageUser } from "@/lib/auth/page-session";
import { twoFactorStatus } from "@/lib/auth/queries";

export const metadata: Metadata = { title: "Security", robots: { index: false } };

export default async function SecurityPage() {
  const user = await requirePageUser("/security");
  const status = await twoFactorStatus(user.id);
  return (
    <>
      <PageHeading title="Security">Keep your account, your stacks and your health profile safe.</PageHeading>
      <div className="space-y-6">
        <Panel title="Two-factor authentication">
          <TwoFactorPanel enabled={status.enabled} recoveryCodesLeft={status.recoveryCodesLeft} />
        </Panel>
        <Panel title="Change password">
          <ChangePasswordForm />
        </Panel>
        <Panel title="Sessions">
          <SignOutEverywhere />
        </Panel>
      </div>
    </>
  );
}
