import { Link } from "@/components/ui/link";

import { buttonVariants } from "@/components/ui/button";

import { blogIndexHref } from "@/lib/blog/listing";

export type BlogPaginationProps = {
  tag: string | null;
  page: number;
  pageCount: number;
};

const linkClass = buttonVariants({ variant: "outline", size: "sm" });

export function BlogPagination({ tag, page, pageCount }: BlogPaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={blogIndexHref({ tag, page: page - 1 })} rel="prev" className={linkClass}>
          Previous
        </Link>
      ) : null}
      {pages.map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className={buttonVariants({ size: "sm" })}>
            {number}
          </span>
        ) : (
          <Link
            key={number}
            href={blogIndexHref({ tag, page: number })}
            aria-label={`Page ${number}`}
            className={linkClass}
          >
            {number}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link href={blogIndexHref({ tag, page: page + 1 })} rel="next" className={linkClass}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
