import { AccountPageSkeleton } from "@/components/account/account-skeleton";

export default function Loading() {
  return <AccountPageSkeleton />;
}
