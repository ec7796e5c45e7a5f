import type { ReactNode } from "react";

import { cn } from "@/lib/utils/cn";

export type CalloutProps = {
  title?: string;
  variant?: "tip" | "note";
  children: ReactNode;
};

export function Callout({ title, variant = "tip", children }: CalloutProps) {
  return (
    <aside
      aria-label={title ?? (variant === "tip" ? "Tip" : "Note")}
      className={cn(
        "my-6 rounded-xl border-l-4 p-4 text-slate-800 [&>p:first-of-type]:mt-0 [&>p]:my-2",
        variant === "tip" ? "border-brand-600 bg-brand-50" : "border-slate-400 bg-slate-50",
      )}
    >
      {title ? <p className="font-semibold text-slate-900">{title}</p> : null}
      {children}
    </aside>
  );
}
