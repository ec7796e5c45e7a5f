import type { Metadata } from "next";

import { HealthProfileForm } from "@/components/account/health-profile-form";
import { PageHeading, Panel } from "@/components/account/page-heading";
import { getHealthProfile } from "@/lib/auth/queries";
import { requirePageUser } from "@/lib/auth/page-session";
import { formatDate } from "@/lib/format/dates";

export const metadata: Metadata = { title: "Health profile", robots: { index: false } };

export default async function HealthProfilePage() {
  const user = await requirePageUser("/health-profile");
  const { updatedAt, ...profile } = await getHealthProfile(user.id);
  return (
    <>
      <PageHeading title="Health profile">
        Everything here is optional. With it, interaction checks include your medicines, conditions and
        pregnancy status. Health information is special-category data under UK GDPR: we store it only with
        your explicit consent, use it only for your checks and suggestions, never sell or share it, and delete
        it when you ask. It does not replace advice from your GP or pharmacist.
      </PageHeading>
      <Panel title={updatedAt ? `Your answers (last saved ${formatDate(updatedAt)})` : "Your answers"}>
        <HealthProfileForm initial={profile} hasProfile={updatedAt !== null} />
      </Panel>
    </>
  );
}
