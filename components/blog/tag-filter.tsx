import { Link } from "@/components/ui/link";

import { blogIndexHref, type TagSummary } from "@/lib/blog/listing";
import { cn } from "@/lib/utils/cn";

export type TagFilterProps = {
  tags: readonly TagSummary[];
  current: string | null;
};

const chipClass =
  "inline-flex min-h-11 items-center rounded-full px-3 py-1 text-sm font-medium ring-1 sm:min-h-0";

export function TagFilter({ tags, current }: TagFilterProps) {
  if (tags.length === 0) return null;
  const chip = (href: string, label: string, active: boolean) => (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(
        chipClass,
        active
          ? "bg-brand-700 text-white ring-brand-700"
          : "bg-white text-slate-800 ring-slate-300 hover:bg-brand-50 hover:ring-brand-500",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Filter articles by tag">
      <ul className="flex flex-wrap gap-2">
        <li>{chip("/blog", "All articles", current === null)}</li>
        {tags.map((tag) => (
          <li key={tag.slug}>
            {chip(
              blogIndexHref({ tag: tag.slug, page: 1 }),
              `${tag.label} (${tag.count})`,
              current === tag.slug,
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
