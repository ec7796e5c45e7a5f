import { StackDetailSkeleton } from "@/components/stacks/stack-skeletons";

export default function Loading() {
  return <StackDetailSkeleton />;
}
