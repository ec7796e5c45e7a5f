import type { Ref } from "react";

import { Link } from "@/components/ui/link";

import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPence } from "@/lib/catalogue/pricing";
import { productPath } from "@/lib/catalogue/product-paths";
import { GOAL_LABELS } from "@/lib/catalogue/values";
import type { ProfileReason } from "@/lib/recommendations/needs";
import type { RecommendationResult, RecommendedItem } from "@/lib/recommendations/select";

import { AddAllButton } from "./add-all-button";

function ReferenceList({ references }: { references: { url: string; title: string }[] }) {
  return (
    <ul className="mt-1 list-disc pl-5">
      {references.map((reference) => (
        <li key={reference.url}>
          <a href={reference.url} className="underline" rel="noopener noreferrer" target="_blank">
            {reference.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

function ProfileReasons({ reasons }: { reasons: ProfileReason[] }) {
  return (
    <ul className="space-y-2">
      {reasons.map((reason) => (
        <li key={reason.rule}>
          <p>{reason.text}</p>
          <ReferenceList references={reason.references} />
        </li>
      ))}
    </ul>
  );
}

function ItemCard({ item }: { item: RecommendedItem }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <Link href={productPath(item.slug)} className="text-emerald-800 underline">
            {item.name}
          </Link>{" "}
          <span className="text-sm font-normal text-slate-600">by {item.brand}</span>
        </CardTitle>
        <p className="text-sm text-slate-700">
          {item.goals.length > 0 ? `For ${item.goals.map((goal) => GOAL_LABELS[goal]).join(" and ")} · ` : ""}
          {formatPence(item.costPerDayPence)} a day · dose a day:{" "}
          {item.dosePerDay.map((dose) => `${dose.ingredient} ${String(dose.amount)} ${dose.unit}`).join(", ")}
        </p>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-800">
        {item.profileReasons.length > 0 ? <ProfileReasons reasons={item.profileReasons} /> : null}
        {item.reasons.map((reason) => (
          <div key={`${reason.goal}-${reason.ingredient}`}>
            <p className="font-medium">
              {reason.goalName}: {reason.ingredient}
            </p>
            {reason.claims.map((claim) => (
              <p key={claim.claimText} className="mt-1">
                Authorised claim: “{claim.claimText}”{" "}
                <span className="text-slate-600">({claim.conditionsOfUse})</span>
              </p>
            ))}
            <p className="mt-1">{reason.evidence}</p>
            <ReferenceList references={reason.references} />
          </div>
        ))}
        <p className="text-slate-700">
          <span className="font-medium text-slate-900">Why this one: </span>
          {item.whyChosen}
        </p>
        {item.cautions.length > 0 ? (
          <Alert tone="warning">
            <p className="font-medium">To read before taking it</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {item.cautions.map((caution) => (
                <li key={caution.title}>
                  <span className="font-medium">{caution.title}.</span> {caution.advice}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

type RecommendationResultsProps = { result: RecommendationResult; headingRef?: Ref<HTMLHeadingElement> };

export function RecommendationResults({ result, headingRef }: RecommendationResultsProps) {
  const candidates = result.items.map((item) => ({
    id: item.supplementId,
    slug: item.slug,
    name: item.name,
    brand: item.brand,
    pricePence: item.packPricePence,
  }));
  return (
    <section aria-labelledby="recommended-heading" className="space-y-4">
      <h2
        id="recommended-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold text-slate-900"
      >
        Your recommended stack
      </h2>
      {result.items.length > 0 ? (
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-slate-800">
            {formatPence(result.totalCostPerDayPence)} a day, about{" "}
            {formatPence(result.totalCostPerMonthPence)} a month.
          </p>
          <AddAllButton candidates={candidates} />
        </div>
      ) : (
        <Alert tone="info">We could not recommend a product for these answers.</Alert>
      )}
      {result.profileNotes.length > 0 ? (
        <Alert tone="info">
          <ProfileReasons reasons={result.profileNotes} />
        </Alert>
      ) : null}
      {result.items.map((item) => (
        <ItemCard key={item.supplementId} item={item} />
      ))}
      {result.coveredByStack.length > 0 ? (
        <Alert tone="info">
          Already in your stack:{" "}
          {result.coveredByStack
            .map((covered) => `${GOAL_LABELS[covered.goal]} (${covered.products.join(", ")})`)
            .join("; ")}
          . Nothing more was added for {result.coveredByStack.length === 1 ? "it" : "them"}.
        </Alert>
      ) : null}
      {result.unmetGoals.length > 0 ? (
        <Alert tone="info">
          {result.unmetGoals.map((unmet) => `${GOAL_LABELS[unmet.goal]}: ${unmet.why}`).join(" ")}
        </Alert>
      ) : null}
      {result.excluded.length > 0 ? (
        <details className="rounded-md border border-slate-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            Left out ({result.excluded.length}) and why
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {result.excluded.map((entry) => (
              <li key={entry.supplementId}>
                {entry.name}: {entry.why}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <p className="text-sm text-slate-600">
        Educational information, not medical advice. Speak to your pharmacist or GP before starting a
        supplement, especially if you take medicines, are pregnant or have a health condition.
      </p>
    </section>
  );
}
