import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { MyStacksList, type MyStack } from "@/components/stacks/my-stacks-list";
import { requirePageUser } from "@/lib/auth/page-session";
import { builderItemsFrom } from "@/lib/stacks/builder-items";
import { loadStackProducts } from "@/lib/stacks/products";
import { listMyStacks } from "@/lib/stacks/queries";

export const metadata: Metadata = { title: "My stacks", robots: { index: false } };

export default async function MyStacksPage() {
  const user = await requirePageUser("/my-stacks");
  const stacks = await listMyStacks(user.id);
  const products = await loadStackProducts(
    stacks.flatMap((stack) => stack.items.map((item) => item.supplementId)),
  );
  const rows: MyStack[] = stacks.map((stack) => ({
    ...stack,
    builderItems: builderItemsFrom(stack.items, products),
  }));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">My stacks</h1>
        <Link
          href="/stacks"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          New stack
        </Link>
      </div>
      <div className="mt-8">
        <MyStacksList stacks={rows} />
      </div>
    </div>
  );
}
