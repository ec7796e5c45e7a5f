// A supplement page while it loads (SPEC.md §2 "a skeleton placeholder while loading"), shown at once on
// navigation.
import { SupplementSkeleton } from "@/components/catalogue/supplement-skeleton";

export default function Loading() {
  return <SupplementSkeleton />;
}
