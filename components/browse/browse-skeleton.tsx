// /browse while its results load: heading, filters and a grid of result cards (docs/product-rules.md §2).
import { CardGridSkeleton, PageIntroSkeleton, RouteLoading } from "@/components/layout/route-loading";
import { Skeleton } from "@/components/ui/skeleton";

export function BrowseSkeleton() {
  return (
    <RouteLoading className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntroSkeleton />
      <Skeleton className="mt-8 h-36 rounded-xl" />
      <Skeleton className="mt-8 h-4 w-48" />
      <CardGridSkeleton cards={6} className="mt-4" />
    </RouteLoading>
  );
}
