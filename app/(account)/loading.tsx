// An account screen while it loads (SPEC.md §2 "a skeleton placeholder while loading"), shown at once on
// navigation.
import { AccountPageSkeleton } from "@/components/account/account-skeleton";

export default function Loading() {
  return <AccountPageSkeleton />;
}
