// /browse while it loads (SPEC.md §2 "a skeleton placeholder while loading"), shown at once on navigation.
import { BrowseSkeleton } from "@/components/browse/browse-skeleton";

export default function Loading() {
  return <BrowseSkeleton />;
}
