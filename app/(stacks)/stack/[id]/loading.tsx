// A stack page while it loads (docs/product-rules.md §2 "Error and loading screens": a skeleton placeholder while loading), shown at once on
// navigation.
import { StackDetailSkeleton } from "@/components/stacks/stack-skeletons";

export default function Loading() {
  return <StackDetailSkeleton />;
}
