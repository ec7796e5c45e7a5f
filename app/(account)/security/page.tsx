import type { Metadata } from "next";

import { ChangePasswordForm } from "@/components/account/change-password-form";
import { PageHeading, Panel } from "@/components/account/page-heading";
import { SignOutEverywhere } from "@/components/account/sign-out-everywhere";
import { PasskeysPanel } from "@/components/account/passkeys-panel";
import { PhonePanel } from "@/components/account/phone-panel";
import { SignInMethods } from "@/components/account/sign-in-methods";
import { TwoFactorPanel } from "@/components/account/two-factor-panel";
import { requirePageUser } from "@/lib/auth/page-session";
import { passkeysOf, phoneFactorStatus, twoFactorStatus } from "@/lib/auth/queries";

export const metadata: Metadata = { title: "Security", robots: { index: false } };

export default async function SecurityPage() {
  const user = await requirePageUser("/security");
  const [status, passkeys, phone] = await Promise.all([
    twoFactorStatus(user.id),
    passkeysOf(user.id),
    phoneFactorStatus(user.id),
  ]);
  return (
    <>
      <PageHeading title="Security">Keep your account, your stacks and your health profile safe.</PageHeading>
      <div className="space-y-6">
        <Panel title="Which way to sign in is safest?">
          <SignInMethods />
        </Panel>
        <Panel title="Passkeys">
          <PasskeysPanel passkeys={passkeys} />
        </Panel>
        <Panel title="Two-factor authentication">
          <TwoFactorPanel enabled={status.enabled} recoveryCodesLeft={status.recoveryCodesLeft} />
        </Panel>
        <Panel title="Text-message codes">
          <PhonePanel phone={phone} />
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
