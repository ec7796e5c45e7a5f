// An account screen while it loads (docs/product-rules.md §2 "Error and loading screens": a skeleton placeholder while loading), shown at once on
// navigation.
import { AccountPageSkeleton } from "@/components/account/account-skeleton";

export default function Loading() {
  return <AccountPageSkeleton />;
}
