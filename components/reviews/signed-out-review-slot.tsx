"use client";
// Kept apart from the form (./own-review-slot.tsx), so signed-out visitors never load it.
import { Link } from "@/components/ui/link";

import { Skeleton } from "@/components/ui/skeleton";
import { loginRedirectFor } from "@/lib/auth/account-paths";

export function SignedOutReviewSlot({
  path,
  status,
}: {
  path: string;
  status: "loading" | "unauthenticated";
}) {
  if (status === "loading") return <Skeleton data-testid="own-review-loading" className="h-40 w-full" />;
  return (
    <p>
      <Link
        href={loginRedirectFor(path)}
        className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        Sign in to write a review
      </Link>
    </p>
  );
}
