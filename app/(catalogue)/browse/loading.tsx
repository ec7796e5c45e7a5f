// /browse while it loads (docs/product-rules.md §2 "Error and loading screens": a skeleton placeholder while loading), shown at once on navigation.
import { BrowseSkeleton } from "@/components/browse/browse-skeleton";

export default function Loading() {
  return <BrowseSkeleton />;
}
