// Route-level loading state (SPEC.md §2 "a skeleton placeholder while loading"; lazy routes load on
// demand). Shown inside <main> while a segment's server component streams in.
import { Skeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <div role="status" aria-busy="true" aria-live="polite" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-8 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-4 w-full max-w-2xl" />
      <Skeleton className="mt-2 h-4 w-5/6 max-w-xl" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className="h-40" />
        ))}
      </div>
    </div>
  );
}
