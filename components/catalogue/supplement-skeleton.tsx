// No route-level loading.tsx for this page: it is served whole from the ISR cache, and a route fallback would be
// written into the cached HTML, hiding the content until a script reveals it.
import { RouteLoading, TextLinesSkeleton } from "@/components/layout/route-loading";
import { Skeleton } from "@/components/ui/skeleton";

export function SupplementSectionSkeleton({ className }: { className?: string }) {
  return (
    <RouteLoading className={className}>
      <TextLinesSkeleton lines={3} />
      <Skeleton shape="xl" className="mt-4 h-24" />
    </RouteLoading>
  );
}
