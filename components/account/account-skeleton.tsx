// An account screen while it loads, beside the account nav (docs/product-rules.md §2 "Error and loading screens": a skeleton placeholder
// while loading): the heading and two panels.
import { PageIntroSkeleton, RouteLoading } from "@/components/layout/route-loading";
import { Skeleton } from "@/components/ui/skeleton";

export function AccountPageSkeleton() {
  return (
    <RouteLoading>
      <PageIntroSkeleton />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Skeleton shape="xl" className="h-44" />
        <Skeleton shape="xl" className="h-44" />
      </div>
    </RouteLoading>
  );
}
