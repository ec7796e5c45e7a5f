import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { connection } from "next/server";
import { JsonLdScript } from "@/components/blog/json-ld-script";
import { FeatureGrid } from "@/components/landing/feature-grid";
import { GoalTileGrid } from "@/components/landing/goal-tile-grid";
import { LandingStats } from "@/components/landing/landing-stats";
import { PROMO_VIDEO } from "@/components/landing/promo-video-config";
import { PromoVideoSection } from "@/components/video/video-facade";
import { GOAL_TILES } from "@/components/landing/goal-tiles";
import { browseCounts, getCatalogueStats, type CatalogueStats } from "@/lib/catalogue/stats";
import { serverEnv } from "@/lib/env";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/seo/site-json-ld";

export const metadata: Metadata = {
  title: { absolute: "Smart Supplement Stack Builder UK" },
  description:
    "Build a supplement stack with prices from UK retailers, see what it costs and check its ingredients for known interactions. Educational only, not medical advice.",
  alternates: { canonical: "/" },
};

// ISR (docs/architecture.md "Rendering and speed"): the counts change only with the catalogue.
export const revalidate = 600;

async function loadStats(): Promise<{ stats: CatalogueStats; tileCounts: number[] } | null> {
  try {
    const [stats, tileCounts] = await Promise.all([getCatalogueStats(), browseCounts(GOAL_TILES)]);
    return { stats, tileCounts };
  } catch (error) {
    console.error("Landing page: catalogue counts unavailable", error);
    // Not cached without its numbers: a build without a database renders per request, and a failed
    // regeneration keeps the last good copy.
    await connection();
    return null;
  }
}

export default async function LandingPage() {
  const loaded = await loadStats();

  const siteUrl = serverEnv().SITE_URL;
  return (
    <>
      <JsonLdScript data={organizationJsonLd(siteUrl)} />
      <JsonLdScript data={webSiteJsonLd(siteUrl)} />
      <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <h1
            id="hero-heading"
            className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
          >
            Build your supplement stack with UK prices
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">
            Compare products from UK retailers, see what your stack costs and check its ingredients for known
            interactions before you buy.
          </p>
          <div className="mt-8 flex flex-col gap-3 min-[400px]:flex-row">
            <Link
              href="/stacks"
              className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              Start Building Now
            </Link>
            <Link
              href="/community-stacks"
              className="inline-flex items-center justify-center rounded-lg border border-brand-700 bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Explore Community Stacks
            </Link>
          </div>
          <p className="mt-6 max-w-2xl text-sm text-slate-600">
            For education only, not medical advice. Supplements are not medicines. If you take medicines, are
            pregnant or have a health condition, speak to a pharmacist or GP before starting a supplement.
          </p>
          {loaded ? <LandingStats {...loaded.stats} /> : null}
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          What you can do here
        </h2>
        <div className="mt-8">
          <FeatureGrid />
        </div>
      </section>

      {PROMO_VIDEO ? (
        <section aria-labelledby="video-heading" className="bg-slate-50">
          <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
            <h2 id="video-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              See how it works
            </h2>
            <div className="mt-8">
              <PromoVideoSection {...PROMO_VIDEO} />
            </div>
          </div>
        </section>
      ) : null}

      {loaded?.tileCounts.every((count) => count === 0) ? null : (
        <section aria-labelledby="goals-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="goals-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Browse by goal
          </h2>
          <p className="mt-3 max-w-2xl text-slate-700">
            Pick a goal to see the supplements in that category.
          </p>
          <div className="mt-8">
            <GoalTileGrid counts={loaded?.tileCounts ?? null} />
          </div>
        </section>
      )}
    </>
  );
}
