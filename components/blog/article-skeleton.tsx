// An article while it loads (docs/product-rules.md §2 "Error and loading screens": a skeleton placeholder while loading): breadcrumb,
// heading, cover and the first paragraphs.
import { PageIntroSkeleton, RouteLoading, TextLinesSkeleton } from "@/components/layout/route-loading";
import { Skeleton } from "@/components/ui/skeleton";

export function ArticleSkeleton() {
  return (
    <RouteLoading className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Skeleton className="h-4 w-64" />
      <PageIntroSkeleton className="mt-6 max-w-3xl" />
      <Skeleton className="mt-8 aspect-[1200/630] w-full rounded-xl" />
      <TextLinesSkeleton lines={5} className="mt-10 max-w-3xl" />
    </RouteLoading>
  );
}
