import type { Metadata } from "next";
import type { ReactNode } from "react";

import { FeedReviewList } from "@/components/admin/feed-review";
import { AddPriceFeedForm, PriceFeedsTable } from "@/components/admin/price-feeds";
import { PriceUploadForm } from "@/components/admin/price-upload-form";
import {
  ImportRunsTable,
  RejectedRowsList,
  RetailerOffersTable,
  StaleOffersTable,
} from "@/components/admin/dashboard-tables";
import { Link } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/page-session";
import {
  getOfferCountsByRetailer,
  getRecentImportRuns,
  getStaleOffers,
  STALE_OFFER_DAYS,
} from "@/lib/catalogue/dashboard-queries";
import { listPriceFeeds } from "@/lib/catalogue/feed-fetch";
import { getPendingFeedItems, PENDING_ITEMS_SHOWN } from "@/lib/catalogue/feed-review";
import { MAX_PRICE_UPLOAD_BYTES } from "@/lib/catalogue/price-upload";
import { formatPence } from "@/lib/catalogue/pricing";
import { formatDateTime } from "@/lib/format/dates";

export const metadata: Metadata = {
  title: "Data-collection dashboard",
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default async function ScrapingDashboardPage() {
  await requirePageAdmin("/scraping-dashboard");
  const [feeds, pending, runs, retailers, stale] = await Promise.all([
    listPriceFeeds(),
    getPendingFeedItems(),
    getRecentImportRuns(),
    getOfferCountsByRetailer(),
    getStaleOffers(new Date()),
  ]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Data-collection dashboard</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Retailer prices come from feed files. Upload one here, or run <code>npm run prices:import</code>; both
        validate every row and apply a file only when all its rows are valid. Products themselves are entered
        from their labels under{" "}
        <Link href="/admin/products" className="text-brand-800 underline underline-offset-2">
          Products and labels
        </Link>
        .
      </p>

      <Section id="upload-heading" title="Upload a price feed">
        <PriceUploadForm maxBytes={MAX_PRICE_UPLOAD_BYTES} />
      </Section>

      <Section id="feeds-heading" title="Scheduled feeds (fetched every hour)">
        <PriceFeedsTable
          feeds={feeds.map((feed) => ({
            id: feed.id,
            url: feed.url,
            retailer: feed.retailer,
            status: feed.status,
            lastError: feed.lastError,
            lastFetched: feed.lastFetchedAt ? formatDateTime(feed.lastFetchedAt) : null,
          }))}
        />
        <AddPriceFeedForm />
      </Section>

      <Section id="pending-heading" title={`Feed rows waiting for a match (up to ${PENDING_ITEMS_SHOWN})`}>
        <FeedReviewList
          items={pending.map(({ pricePence, lastSeenAt, ...item }) => ({
            ...item,
            price: formatPence(pricePence),
            lastSeen: formatDateTime(lastSeenAt),
          }))}
        />
      </Section>

      <Section id="runs-heading" title="Import runs">
        <ImportRunsTable runs={runs} />
      </Section>

      <Section id="rejected-heading" title="Rejected rows of recent runs">
        <RejectedRowsList runs={runs} />
      </Section>

      <Section id="retailers-heading" title="Offers per retailer">
        <RetailerOffersTable retailers={retailers} />
      </Section>

      <Section id="stale-heading" title={`Stale offers (not checked for ${STALE_OFFER_DAYS} days)`}>
        <StaleOffersTable total={stale.total} offers={stale.offers} />
      </Section>
    </div>
  );
}
