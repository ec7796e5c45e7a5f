// A card opened from its link, without an account: read-only, and gone once the link expires or is revoked.
import type { Metadata } from "next";
import { z } from "zod";

import { CareCardView } from "@/components/today/care-card-view";
import { careCardForLink } from "@/lib/daily-plan/care-card-links";
import { authSecret } from "@/lib/env";
import { formatDate } from "@/lib/format/dates";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Supplements card",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

const tokenSchema = z.string().min(40).max(200);

export default async function SharedCareCardPage({ params }: PageProps<"/card/[token]">) {
  const parsed = tokenSchema.safeParse((await params).token);
  const card = parsed.success ? await careCardForLink(parsed.data, authSecret()) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      {card ? (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Supplements card</h1>
          <p className="text-sm text-slate-700">
            Shared read-only by the person it describes; this link works until {formatDate(card.expiresAt)}.
          </p>
          <CareCardView model={card.model} />
        </div>
      ) : (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">This card link does not work</h1>
          <p className="mt-3 text-slate-700">
            It has expired, been revoked, or was not copied in full. Ask the person who shared it for a new
            one.
          </p>
        </>
      )}
    </div>
  );
}
