import { Link } from "@/components/ui/link";

import { buttonVariants } from "@/components/ui/button";
import { browseQueryString, type SupplementSearchParams } from "@/lib/catalogue/search-params";

export interface BrowsePaginationProps {
  params: SupplementSearchParams;
  pageCount: number;
}

function visiblePages(current: number, pageCount: number): number[] {
  const pages = new Set([1, pageCount, current - 1, current, current + 1]);
  return [...pages].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
}

export function BrowsePagination({ params, pageCount }: BrowsePaginationProps) {
  if (pageCount <= 1) return null;
  const href = (page: number) => `/browse${browseQueryString(params, { page })}`;
  const linkClass = buttonVariants({ variant: "outline", size: "sm" });
  const pages = visiblePages(params.page, pageCount);

  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {params.page > 1 ? (
        <Link href={href(Math.min(params.page - 1, pageCount))} rel="prev" className={linkClass}>
          Previous
        </Link>
      ) : null}
      {pages.map((page, index) => (
        <span key={page} className="flex items-center gap-2">
          {index > 0 && page - (pages[index - 1] ?? page) > 1 ? (
            <span aria-hidden="true" className="text-slate-500">
              …
            </span>
          ) : null}
          {page === params.page ? (
            <span aria-current="page" className={buttonVariants({ size: "sm" })}>
              {page}
            </span>
          ) : (
            <Link href={href(page)} className={linkClass} aria-label={`Page ${page}`}>
              {page}
            </Link>
          )}
        </span>
      ))}
      {params.page < pageCount ? (
        <Link href={href(params.page + 1)} rel="next" className={linkClass}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
