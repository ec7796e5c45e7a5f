import { Link } from "@/components/ui/link";

import { NOT_FULLY_CHECKED, RISK_LABELS } from "@/lib/interactions/verdict";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatMonthlyCost } from "@/lib/stacks/costs";
import type { CommunityCard } from "@/lib/stacks/queries";
import { GOAL_LABELS } from "@/lib/catalogue/values";
import { formatShortDate } from "@/lib/format/dates";
import { cn } from "@/lib/utils/cn";

const RISK_STYLES = {
  low: "bg-emerald-100 text-emerald-900",
  moderate: "bg-amber-100 text-amber-900",
  high: "bg-orange-100 text-orange-900",
  very_high: "bg-red-100 text-red-900",
} as const;

export function CommunityCards({ cards }: { cards: CommunityCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Community stacks">
      {cards.map((card) => (
        <li key={card.id}>
          <Card className="flex h-full flex-col p-5">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-lg font-semibold text-slate-900">
                <Link href={`/stack/${card.id}`} className="hover:underline">
                  {card.title}
                </Link>
              </h2>
              {card.completeness === "partial" ? (
                <Badge className="shrink-0 bg-amber-100 text-amber-950 ring-1 ring-amber-400">
                  {NOT_FULLY_CHECKED}
                </Badge>
              ) : (
                <Badge className={cn("shrink-0", RISK_STYLES[card.riskLevel])}>
                  Risk: {RISK_LABELS[card.riskLevel]}
                </Badge>
              )}
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {card.goal ? `${GOAL_LABELS[card.goal]} · ` : ""}by {card.ownerDisplayName} ·{" "}
              {formatShortDate(card.publishedAt)}
            </p>
            {card.description ? (
              <p className="mt-3 line-clamp-3 text-sm text-slate-700">{card.description}</p>
            ) : null}
            <ul className="mt-3 space-y-1 text-sm text-slate-800">
              {card.items.slice(0, 6).map((item) => (
                <li key={item.id}>
                  {item.name}
                  {item.quantity > 1 ? ` × ${item.quantity} a day` : ""}
                </li>
              ))}
              {card.items.length > 6 ? (
                <li className="text-slate-600">and {card.items.length - 6} more</li>
              ) : null}
            </ul>
            <div className="mt-auto flex items-end justify-between gap-3 pt-4 text-sm">
              <p className="font-semibold text-slate-900 first-letter:uppercase">
                {formatMonthlyCost(card.monthlyCostPence, card.items.length, card.unpricedCount)}
                {card.includesSamplePrices ? (
                  <span className="block text-xs font-normal text-slate-600">at sample prices</span>
                ) : null}
              </p>
              <p className="text-slate-700">
                {card.likeCount} {card.likeCount === 1 ? "like" : "likes"}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
