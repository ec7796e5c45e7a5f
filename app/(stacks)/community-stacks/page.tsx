import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { CommunityCards } from "@/components/stacks/community-list";
import {
  CommunityFilters,
  CommunityPages,
  type CommunitySort,
  type CommunityView,
} from "@/components/stacks/community-nav";
import { COMMUNITY_SORTS } from "@/lib/stacks/schemas";
import { listCommunityStacks } from "@/lib/stacks/queries";
import { GOAL_LABELS, SUPPLEMENT_CATEGORIES, type SupplementCategory } from "@/lib/catalogue/values";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Community stacks",
  description:
    "Supplement stacks shared by UK users, with their monthly cost at UK prices and an interaction risk level.",
  alternates: { canonical: "/community-stacks" },
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page clamps or ignores bad parameters (the API answers 400 instead). */
function communityViewFrom(params: Awaited<PageProps<"/community-stacks">["searchParams"]>) {
  const goalParam = first(params.goal);
  const goal = SUPPLEMENT_CATEGORIES.find((category) => category === goalParam);
  const sort: CommunitySort = COMMUNITY_SORTS.find((value) => value === first(params.sort)) ?? "liked";
  const page = Math.min(1000, Math.max(1, Number.parseInt(first(params.page) ?? "1", 10) || 1));
  const view: CommunityView = { goal, sort };
  return { view, page };
}

function EmptyList({ goal }: { goal: SupplementCategory | undefined }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
      No published stacks {goal ? "for this goal " : ""}yet.{" "}
      <Link href="/stacks" className="font-semibold text-brand-800 underline">
        Build one
      </Link>{" "}
      and publish it from its page.
    </p>
  );
}

export default async function CommunityStacksPage({ searchParams }: PageProps<"/community-stacks">) {
  const { view, page } = communityViewFrom(await searchParams);
  const result = await listCommunityStacks({ goal: view.goal, sort: view.sort, page });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Community stacks</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Stacks other people chose to share. Costs are at today&apos;s cheapest offers in our catalogue; the
        risk level comes from our interaction checks without anyone&apos;s medicines or conditions — check any
        stack against your own before you copy it.
      </p>
      <CommunityFilters view={view} />

      <p className="mt-6 text-sm text-slate-600" role="status">
        {result.total} {result.total === 1 ? "stack" : "stacks"}
        {view.goal ? ` for ${GOAL_LABELS[view.goal].toLowerCase()}` : ""}
      </p>
      <div className="mt-4">
        {result.cards.length === 0 ? <EmptyList goal={view.goal} /> : <CommunityCards cards={result.cards} />}
      </div>
      <CommunityPages view={view} page={result.page} pageCount={result.pageCount} />
    </div>
  );
}
