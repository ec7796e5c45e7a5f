// A stack page while it loads (SPEC.md §2 "a skeleton placeholder while loading"), shown at once on
// navigation.
import { StackDetailSkeleton } from "@/components/stacks/stack-skeletons";

export default function Loading() {
  return <StackDetailSkeleton />;
}
