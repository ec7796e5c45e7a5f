import type { TocEntry } from "@/lib/blog/toc";
import { cn } from "@/lib/utils/cn";

export type TableOfContentsProps = {
  entries: readonly TocEntry[];
};

export function TableOfContents({ entries }: TableOfContentsProps) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        On this page
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={cn(entry.depth === 3 && "pl-4")}>
            <a
              href={`#${entry.id}`}
              className="text-slate-800 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
