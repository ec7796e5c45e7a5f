// It replaces everything below the root layout, so it brings its own header and footer. No developer hint for
// visitors (docs/product-rules.md §2 "Not-found page").
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { SiteChrome } from "@/components/layout/site-chrome";

export const metadata: Metadata = {
  title: "Page Not Found",
};

export default function NotFound() {
  return (
    <SiteChrome header footer>
      <section
        aria-labelledby="not-found-title"
        className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
      >
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
        <h1 id="not-found-title" className="mt-2 text-3xl font-bold text-slate-900">
          Page Not Found
        </h1>
        <p className="mt-4 text-slate-700">
          We can&apos;t find that page. Check the address, or carry on from the home page or the catalogue.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            href="/"
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Home
          </Link>
          <Link
            href="/browse"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Browse supplements
          </Link>
        </div>
      </section>
    </SiteChrome>
  );
}
