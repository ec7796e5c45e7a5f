// /community-stacks (SPEC.md §2): published stacks, filtered by goal, sorted by likes, newest or
// monthly cost, a page at a time. Server-rendered; works without JavaScript (plain links).
import type { Metadata } from "next";
import Link from "next/link";

import { CommunityCards } from "@/components/stacks/community-list";
import { COMMUNITY_SORTS } from "@/lib/stacks/schemas";
import { listCommunityStacks } from "@/lib/stacks/queries";
import { cn } from "@/lib/utils/cn";
import { GOAL_LABELS, SUPPLEMENT_CATEGORIES, type SupplementCategory } from "@/lib/catalogue/values";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Community stacks",
  description:
    "Supplement stacks shared by UK users, with their monthly cost at UK prices and an interaction risk level.",
  alternates: { canonical: "/community-stacks" },
};

type Search = Promise<Record<string, string | string[] | undefined>>;
const SORT_LABELS = { liked: "Most liked", newest: "Newest", cheapest: "Cheapest" } as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function CommunityStacksPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  // The page clamps or ignores bad parameters (the API answers 400 instead).
  const goalParam = first(params.goal);
  const goal = SUPPLEMENT_CATEGORIES.includes(goalParam as SupplementCategory)
    ? (goalParam as SupplementCategory)
    : undefined;
  const sortParam = first(params.sort);
  const sort = (COMMUNITY_SORTS as readonly string[]).includes(sortParam ?? "")
    ? (sortParam as (typeof COMMUNITY_SORTS)[number])
    : "liked";
  const pageNumber = Math.min(1000, Math.max(1, Number.parseInt(first(params.page) ?? "1", 10) || 1));
  const result = await listCommunityStacks({ goal, sort, page: pageNumber });

  const href = (changes: { goal?: SupplementCategory | null; sort?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextGoal = changes.goal === undefined ? goal : changes.goal;
    const nextSort = changes.sort ?? sort;
    if (nextGoal) query.set("goal", nextGoal);
    if (nextSort !== "liked") query.set("sort", nextSort);
    if (changes.page && changes.page > 1) query.set("page", String(changes.page));
    const text = query.toString();
    return text ? `/community-stacks?${text}` : "/community-stacks";
  };
  const chip = (active: boolean) =>
    cn(
      "rounded-full border px-3 py-1 text-sm font-medium",
      active
        ? "border-brand-700 bg-brand-700 text-white"
        : "border-slate-300 text-slate-800 hover:bg-slate-50",
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Community stacks</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Stacks other people chose to share. Costs are at today&apos;s cheapest offers in our catalogue; the
        risk level comes from our interaction checks without anyone&apos;s medicines or conditions — check any
        stack against your own before you copy it.
      </p>

      <nav aria-label="Filter by goal" className="mt-6 flex flex-wrap gap-2">
        <Link
          href={href({ goal: null, page: 1 })}
          aria-current={!goal ? "page" : undefined}
          className={chip(!goal)}
        >
          All goals
        </Link>
        {SUPPLEMENT_CATEGORIES.map((value) => (
          <Link
            key={value}
            href={href({ goal: value, page: 1 })}
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
            href={href({ sort: value, page: 1 })}
            aria-current={sort === value ? "page" : undefined}
            className={chip(sort === value)}
          >
            {SORT_LABELS[value]}
          </Link>
        ))}
      </nav>

      <p className="mt-6 text-sm text-slate-600" role="status">
        {result.total} {result.total === 1 ? "stack" : "stacks"}
        {goal ? ` for ${GOAL_LABELS[goal].toLowerCase()}` : ""}
      </p>
      <div className="mt-4">
        {result.cards.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            No published stacks {goal ? "for this goal " : ""}yet.{" "}
            <Link href="/stacks" className="font-semibold text-brand-800 underline">
              Build one
            </Link>{" "}
            and publish it from its page.
          </p>
        ) : (
          <CommunityCards cards={result.cards} />
        )}
      </div>
      {result.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4 text-sm">
          {result.page > 1 ? (
            <Link
              href={href({ page: result.page - 1 })}
              className="font-semibold text-brand-800 hover:underline"
            >
              Previous
            </Link>
          ) : null}
          <span>
            Page {result.page} of {result.pageCount}
          </span>
          {result.page < result.pageCount ? (
            <Link
              href={href({ page: result.page + 1 })}
              className="font-semibold text-brand-800 hover:underline"
            >
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
