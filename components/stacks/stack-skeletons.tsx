import { CardGridSkeleton, PageIntroSkeleton, RouteLoading } from "@/components/layout/route-loading";
import { Skeleton } from "@/components/ui/skeleton";

export function CommunityStacksSkeleton() {
  return (
    <RouteLoading className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageIntroSkeleton />
      <div className="mt-6 flex flex-wrap gap-2">
        {Array.from({ length: 6 }, (_, chip) => (
          <Skeleton key={chip} shape="full" className="h-8 w-24" />
        ))}
      </div>
      <CardGridSkeleton
        cards={6}
        className="mt-10 gap-6 md:grid-cols-2 xl:grid-cols-3"
        cardClassName="h-64"
      />
    </RouteLoading>
  );
}

export function StackDetailSkeleton() {
  return (
    <RouteLoading className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Skeleton className="h-4 w-48" />
      <PageIntroSkeleton className="mt-2" />
      <Skeleton className="mt-6 h-10 w-72" />
      <Skeleton className="mt-10 h-7 w-48" />
      <Skeleton shape="xl" className="mt-4 h-56" />
      <Skeleton className="mt-10 h-7 w-80" />
      <Skeleton shape="xl" className="mt-4 h-40" />
    </RouteLoading>
  );
}

export function MyStacksSkeleton() {
  return (
    <RouteLoading className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex items-baseline justify-between gap-3">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-10 w-32" />
      </div>
      <div className="mt-8 space-y-4">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} shape="xl" className="h-28" />
        ))}
      </div>
    </RouteLoading>
  );
}
