"use client";
// Goals sorted by the register's own wording (docs/analytics.md "Benefits").
import { useQuery } from "@/lib/api/query-hooks";
import { Link } from "@/components/ui/link";

import { goalsOfClaim } from "@/lib/analytics/benefit-goals";
import { queryKeys } from "@/lib/api/query-keys";
import { productPath } from "@/lib/catalogue/product-paths";
import type { SupplementDetail } from "@/lib/catalogue/product-queries";
import { GOAL_LABELS, SUPPLEMENT_CATEGORIES } from "@/lib/catalogue/values";

export type ItemBenefitsProps = { supplementId: string };

export function ItemBenefits({ supplementId }: ItemBenefitsProps) {
  const { data } = useQuery<{ supplement: SupplementDetail }>({
    queryKey: queryKeys.supplements.detail(supplementId),
  });
  if (!data) return null;
  const claims = data.supplement.ingredients.flatMap((ingredient) => ingredient.claims);
  const goals = new Set(claims.flatMap((claim) => goalsOfClaim(claim.claimText)));
  const labels = SUPPLEMENT_CATEGORIES.filter((goal) => goals.has(goal)).map((goal) => GOAL_LABELS[goal]);
  return (
    <p className="text-sm text-slate-700">
      {labels.length > 0 ? (
        <>
          Authorised health claims of its ingredients support: {labels.join(", ")}.{" "}
          <Link
            href={`${productPath(data.supplement.slug)}#claims-heading`}
            className="text-brand-800 underline"
          >
            Read the claims
          </Link>
        </>
      ) : (
        "No authorised health claims for its ingredients."
      )}
    </p>
  );
}
