// A supplement page while it loads (docs/product-rules.md §2 "Error and loading screens": a skeleton placeholder while loading), shown at once on
// navigation.
import { SupplementSkeleton } from "@/components/catalogue/supplement-skeleton";

export default function Loading() {
  return <SupplementSkeleton />;
}
