import type { Metadata } from "next";

import { PageHeading, Panel } from "@/components/account/page-heading";
import { OfflineCopyNote } from "@/components/offline/offline-copy-note";
import { PdfButton } from "@/components/analytics/report-actions";
import { CareCardLinks } from "@/components/today/care-card-links";
import { CareCardView } from "@/components/today/care-card-view";
import { requirePageUser } from "@/lib/auth/page-session";
import { careCardFor, careCardLinksOf } from "@/lib/daily-plan/care-card-links";
import { authSecret, serverEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Card for your pharmacist or GP", robots: { index: false } };

export default async function CareCardPage() {
  const user = await requirePageUser("/care-card");
  const [model, links] = await Promise.all([
    careCardFor(user.id),
    careCardLinksOf(user.id, serverEnv().SITE_URL, authSecret()),
  ]);
  return (
    <>
      <OfflineCopyNote userId={user.id} renderedAt={new Date().toISOString()} />
      <PageHeading title="Card for your pharmacist or GP">
        Your supplements, medicines, conditions and what the check found, on one page to print or show.
      </PageHeading>
      <div className="space-y-6">
        <PdfButton
          label="Download the card as a PDF to print"
          request={{ url: "/api/reports/care-card", fileName: "supplements-card.pdf" }}
        />
        <CareCardView model={model} />
        <Panel title="Share it with a link">
          <CareCardLinks
            initial={links.map((link) => ({ ...link, expiresAt: link.expiresAt.toISOString() }))}
          />
        </Panel>
      </div>
    </>
  );
}
