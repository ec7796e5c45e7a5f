// Route-level loading state of the landing and legal pages (docs/product-rules.md §2 "Error and loading screens": a skeleton placeholder while
// loading): shown inside <main> while the landing page's catalogue counts stream in.
import { CardGridSkeleton, PageIntroSkeleton, RouteLoading } from "@/components/layout/route-loading";

export default function Loading() {
  return (
    <RouteLoading className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageIntroSkeleton />
      <CardGridSkeleton cards={3} className="mt-8" cardClassName="h-40" />
    </RouteLoading>
  );
}
