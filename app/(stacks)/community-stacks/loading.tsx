import { CommunityStacksSkeleton } from "@/components/stacks/stack-skeletons";

export default function Loading() {
  return <CommunityStacksSkeleton />;
}
