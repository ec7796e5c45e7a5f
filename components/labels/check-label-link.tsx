"use client";
// The product page is cached for everyone, so whether to offer this is read from the session in the browser.
import { useSession } from "@/components/auth/session";
import { Link } from "@/components/ui/link";

export function CheckLabelLink({ slug }: { slug: string }) {
  const session = useSession();
  if (session.data?.user.admin !== true) return null;
  return (
    <p className="mt-3 text-sm">
      <Link href={`/admin/products/check/${encodeURIComponent(slug)}`}>Check this label</Link>
    </p>
  );
}
