import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

export const metadata: Metadata = { title: "Navigation error test" };

export default function NavigationErrorTestPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Navigation error test</h1>
      <p className="mt-2 text-slate-600">The link below opens a page that always fails to render.</p>
      <Link
        href="/dev/test/navigation-error/fails"
        prefetch={false}
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        Open the failing page
      </Link>
    </div>
  );
}
