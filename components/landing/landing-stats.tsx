import type { CatalogueStats } from "@/lib/catalogue/stats";

export type LandingStatsProps = CatalogueStats;

const numberFormat = new Intl.NumberFormat("en-GB");

interface StatItem {
  key: string;
  count: number;
  singular: string;
  plural: string;
}

/** Only counts above zero: the page states no figure the database does not back. */
export function LandingStats({
  supplementCount,
  packSizeCount,
  ingredientCount,
  retailerCount,
  authorisedClaimCount,
}: LandingStatsProps) {
  const items: StatItem[] = [
    { key: "supplements", count: supplementCount, singular: "supplement", plural: "supplements" },
    { key: "retailers", count: retailerCount, singular: "UK retailer", plural: "UK retailers" },
    { key: "ingredients", count: ingredientCount, singular: "ingredient", plural: "ingredients" },
    {
      key: "claims",
      count: authorisedClaimCount,
      singular: "authorised GB health claim",
      plural: "authorised GB health claims",
    },
  ].filter((item) => item.count > 0);

  if (items.length === 0) return null;

  return (
    <section aria-labelledby="catalogue-stats-heading" className="mt-10">
      <h2
        id="catalogue-stats-heading"
        className="text-sm font-semibold tracking-wide text-brand-800 uppercase"
      >
        In the catalogue today
      </h2>
      {/* A list, not <dl>, so the number is read before its label: "1,234 supplements". */}
      <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {items.map((item) => (
          <li key={item.key} className="flex flex-col rounded-xl bg-white/80 p-4 ring-1 ring-slate-200">
            <span className="text-2xl font-bold text-slate-900 tabular-nums">
              {numberFormat.format(item.count)}
            </span>{" "}
            <span className="text-sm text-slate-700">{item.count === 1 ? item.singular : item.plural}</span>
          </li>
        ))}
      </ul>
      {packSizeCount > supplementCount && supplementCount > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          A supplement sold in several pack sizes counts once: {numberFormat.format(supplementCount)}{" "}
          {supplementCount === 1 ? "supplement comes" : "supplements come"} in{" "}
          {numberFormat.format(packSizeCount)} pack sizes.
        </p>
      ) : null}
      {authorisedClaimCount > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Health claims are quoted word for word from the GB Nutrition and Health Claims register.
        </p>
      ) : null}
    </section>
  );
}
