// An article while it loads (docs/product-rules.md §2 "Error and loading screens": a skeleton placeholder while loading), shown at once on
// navigation.
import { ArticleSkeleton } from "@/components/blog/article-skeleton";

export default function Loading() {
  return <ArticleSkeleton />;
}
