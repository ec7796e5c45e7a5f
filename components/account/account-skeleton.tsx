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
