import type { Metadata } from "next";

import {
  AwaitingCheck,
  DraftsWaiting,
  MemberSuggestions,
  RecentlyPublished,
  UncheckedProducts,
} from "@/components/labels/admin-lists";
import { Link } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/page-session";
import {
  listOpenSuggestions,
  listProductEntries,
  listRecentlyPublished,
  listUncheckedProducts,
} from "@/lib/labels/queries";

export const metadata: Metadata = { title: "Products and labels", robots: { index: false, follow: false } };

export const dynamic = "force-dynamic";

export default async function AdminProductsPage() {
  const admin = await requirePageAdmin("/admin/products");
  const [entries, suggestions, published, unchecked] = await Promise.all([
    listProductEntries(),
    listOpenSuggestions(),
    listRecentlyPublished(),
    listUncheckedProducts(),
  ]);
  const awaiting = entries.filter((entry) => entry.status === "awaiting_check");
  const drafts = entries.filter((entry) => entry.status === "draft");
  return (
    <div className="text-links mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Products and labels</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        A product is entered from its label and published only when a second admin has checked every row
        against the label&rsquo;s photo or listing. Until then nobody else sees it.{" "}
        <Link href="/scraping-dashboard">Feed rows</Link> that match no product can be made into drafts, and a
        shipped product&rsquo;s label is checked the same way (&ldquo;Check this label&rdquo;, below).
      </p>
      <p className="mt-4">
        <Link href="/admin/products/new" className="font-semibold">
          Enter a product from its label
        </Link>
      </p>

      <AwaitingCheck entries={awaiting} adminId={admin.id} />

      <DraftsWaiting entries={drafts} />

      <MemberSuggestions suggestions={suggestions} />

      <RecentlyPublished published={published} />

      <UncheckedProducts products={unchecked} />
    </div>
  );
}
