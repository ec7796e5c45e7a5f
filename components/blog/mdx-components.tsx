import { Link } from "@/components/ui/link";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

import { AddToStack, SupplementCard } from "./article-products";
import { Callout } from "./callout";
import { MedicalDisclaimer } from "./medical-disclaimer";

const linkClass = "font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900";

function MdxLink({ href = "", className, children, ...props }: ComponentProps<"a">) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link href={href} className={cn(linkClass, className)} {...props}>
        {children}
      </Link>
    );
  }
  if (href.startsWith("#")) {
    return (
      <a href={href} className={cn(linkClass, className)} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(linkClass, "break-words", className)}
      {...props}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function MdxTable({ className, ...props }: ComponentProps<"table">) {
  return (
    // Focusable so keyboard users can scroll a wide table (WCAG 2.1.1).
    <div
      role="region"
      aria-label="Table"
      tabIndex={0}
      className="my-6 overflow-x-auto rounded-lg border border-slate-200"
    >
      <table className={cn("w-full text-left text-sm", className)} {...props} />
    </div>
  );
}

export const mdxComponents = {
  h2: ({ className, ...props }: ComponentProps<"h2">) => (
    <h2
      className={cn("mt-12 scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900", className)}
      {...props}
    />
  ),
  h3: ({ className, ...props }: ComponentProps<"h3">) => (
    <h3 className={cn("mt-8 scroll-mt-24 text-xl font-semibold text-slate-900", className)} {...props} />
  ),
  h4: ({ className, ...props }: ComponentProps<"h4">) => (
    <h4 className={cn("mt-6 scroll-mt-24 text-lg font-semibold text-slate-900", className)} {...props} />
  ),
  p: ({ className, ...props }: ComponentProps<"p">) => (
    <p className={cn("my-5 leading-7", className)} {...props} />
  ),
  a: MdxLink,
  ul: ({ className, ...props }: ComponentProps<"ul">) => (
    <ul className={cn("my-5 list-disc space-y-2 pl-6 marker:text-brand-600", className)} {...props} />
  ),
  ol: ({ className, ...props }: ComponentProps<"ol">) => (
    <ol className={cn("my-5 list-decimal space-y-2 pl-6 marker:text-slate-500", className)} {...props} />
  ),
  li: ({ className, ...props }: ComponentProps<"li">) => (
    <li className={cn("pl-1 leading-7", className)} {...props} />
  ),
  blockquote: ({ className, ...props }: ComponentProps<"blockquote">) => (
    <blockquote
      className={cn("my-6 border-l-4 border-brand-300 pl-4 text-slate-700 italic", className)}
      {...props}
    />
  ),
  hr: ({ className, ...props }: ComponentProps<"hr">) => (
    <hr className={cn("my-10 border-slate-200", className)} {...props} />
  ),
  strong: ({ className, ...props }: ComponentProps<"strong">) => (
    <strong className={cn("font-semibold text-slate-900", className)} {...props} />
  ),
  code: ({ className, ...props }: ComponentProps<"code">) => (
    <code
      className={cn("rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900", className)}
      {...props}
    />
  ),
  pre: ({ className, ...props }: ComponentProps<"pre">) => (
    <pre
      tabIndex={0}
      className={cn(
        "my-6 overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit",
        className,
      )}
      {...props}
    />
  ),
  table: MdxTable,
  thead: ({ className, ...props }: ComponentProps<"thead">) => (
    <thead className={cn("bg-slate-50 text-slate-700", className)} {...props} />
  ),
  tr: ({ className, ...props }: ComponentProps<"tr">) => (
    <tr className={cn("border-t border-slate-100 align-top", className)} {...props} />
  ),
  th: ({ className, ...props }: ComponentProps<"th">) => (
    <th className={cn("px-3 py-2 font-semibold", className)} {...props} />
  ),
  td: ({ className, ...props }: ComponentProps<"td">) => (
    <td className={cn("px-3 py-2", className)} {...props} />
  ),
  SupplementCard,
  AddToStack,
  MedicalDisclaimer,
  Callout,
};
