import { MyStacksSkeleton } from "@/components/stacks/stack-skeletons";

export default function Loading() {
  return <MyStacksSkeleton />;
}
