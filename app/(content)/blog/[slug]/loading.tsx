// An article while it loads (SPEC.md §2 "a skeleton placeholder while loading"), shown at once on
// navigation.
import { ArticleSkeleton } from "@/components/blog/article-skeleton";

export default function Loading() {
  return <ArticleSkeleton />;
}
