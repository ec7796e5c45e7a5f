// The supplement page's sections while they load (docs/product-rules.md §2 "Error and loading screens": a skeleton
// placeholder while loading): reviews, interactions and cheaper alternatives stream in behind their Suspense
// boundaries. The page itself has no route-level loading.tsx: it is served whole from the ISR cache, and a
// route fallback would be written into that cached HTML, hiding the content until a script reveals it.
import { RouteLoading, TextLinesSkeleton } from "@/components/layout/route-loading";
import { Skeleton } from "@/components/ui/skeleton";

/** A section's body while its data streams in. */
export function SupplementSectionSkeleton({ className }: { className?: string }) {
  return (
    <RouteLoading className={className}>
      <TextLinesSkeleton lines={3} />
      <Skeleton shape="xl" className="mt-4 h-24" />
    </RouteLoading>
  );
}
