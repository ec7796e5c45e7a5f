// The supplement page while it loads (docs/product-rules.md §2 "Error and loading screens": a skeleton placeholder while loading): the whole
// page on navigation (app/(catalogue)/supplement/[id]/loading.tsx), then one section at a time as
// reviews, interactions and cheaper alternatives stream in behind their Suspense boundaries.
import { PageIntroSkeleton, RouteLoading, TextLinesSkeleton } from "@/components/layout/route-loading";
import { Skeleton } from "@/components/ui/skeleton";

export function SupplementSkeleton() {
  return (
    <RouteLoading className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <Skeleton className="h-4 w-32" />
      <PageIntroSkeleton className="mt-3" />
      <Skeleton className="mt-6 h-11 w-40" />
      {[0, 1, 2].map((section) => (
        <div key={section} className="mt-12">
          <Skeleton className="h-7 w-64" />
          <Skeleton className="mt-4 h-32 rounded-xl" />
        </div>
      ))}
    </RouteLoading>
  );
}

/** A section's body while its data streams in. */
export function SupplementSectionSkeleton({ className }: { className?: string }) {
  return (
    <RouteLoading className={className}>
      <TextLinesSkeleton lines={3} />
      <Skeleton className="mt-4 h-24 rounded-xl" />
    </RouteLoading>
  );
}
