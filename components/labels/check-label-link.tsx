"use client";
// The product page is cached for everyone, so whether to offer this is read from the session in the browser.
import { useSession } from "@/components/auth/session";
import { Link } from "@/components/ui/link";

export function CheckLabelLink({ slug }: { slug: string }) {
  const session = useSession();
  if (session.data?.user.admin !== true) return null;
  return (
    <Link
      href={`/admin/products/check/${encodeURIComponent(slug)}`}
      className="inline-flex min-h-11 items-center text-sm text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      Check this label
    </Link>
  );
}
