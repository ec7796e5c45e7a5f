import { Link } from "@/components/ui/link";

import { COMMUNITY_SORTS } from "@/lib/stacks/schemas";
import { cn } from "@/lib/utils/cn";
import { GOAL_LABELS, SUPPLEMENT_CATEGORIES, type SupplementCategory } from "@/lib/catalogue/values";

export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

export type CommunityView = { goal: SupplementCategory | undefined; sort: CommunitySort };

const SORT_LABELS = { liked: "Most liked", newest: "Newest", cheapest: "Cheapest" } as const;

/** Defaults stay out of the URL. */
function communityHref(
  current: CommunityView,
  changes: { goal?: SupplementCategory | null; sort?: CommunitySort; page?: number },
): string {
  const query = new URLSearchParams();
  const nextGoal = changes.goal === undefined ? current.goal : changes.goal;
  const nextSort = changes.sort ?? current.sort;
  if (nextGoal) query.set("goal", nextGoal);
  if (nextSort !== "liked") query.set("sort", nextSort);
  if (changes.page && changes.page > 1) query.set("page", String(changes.page));
  const text = query.toString();
  return text ? `/community-stacks?${text}` : "/community-stacks";
}

const chip = (active: boolean) =>
  cn(
    "inline-flex min-h-11 items-center rounded-full border px-3 py-1 text-sm font-medium sm:min-h-0",
    active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800 hover:bg-slate-50",
  );

export function CommunityFilters({ view }: { view: CommunityView }) {
  const { goal, sort } = view;
  return (
    <>
      <nav aria-label="Filter by goal" className="mt-6 flex flex-wrap gap-2">
        <Link
          href={communityHref(view, { goal: null, page: 1 })}
          aria-current={!goal ? "page" : undefined}
          className={chip(!goal)}
        >
          All goals
        </Link>
        {SUPPLEMENT_CATEGORIES.map((value) => (
          <Link
            key={value}
            href={communityHref(view, { goal: value, page: 1 })}
            aria-current={goal === value ? "page" : undefined}
            className={chip(goal === value)}
          >
            {GOAL_LABELS[value]}
          </Link>
        ))}
      </nav>
      <nav aria-label="Sort" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600">Sort:</span>
        {COMMUNITY_SORTS.map((value) => (
          <Link
            key={value}
            href={communityHref(view, { sort: value, page: 1 })}
            aria-current={sort === value ? "page" : undefined}
            className={chip(sort === value)}
          >
            {SORT_LABELS[value]}
          </Link>
        ))}
      </nav>
    </>
  );
}

const PAGE_LINK_CLASS =
  "inline-flex min-h-11 min-w-11 items-center justify-center px-2 font-semibold text-brand-800 hover:underline";

export type CommunityPagesProps = { view: CommunityView; page: number; pageCount: number };

export function CommunityPages({ view, page, pageCount }: CommunityPagesProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4 text-sm">
      {page > 1 ? (
        <Link href={communityHref(view, { page: page - 1 })} className={PAGE_LINK_CLASS}>
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={communityHref(view, { page: page + 1 })} className={PAGE_LINK_CLASS}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
