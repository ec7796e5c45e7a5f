import type { ReactNode } from "react";

export interface ScrollTableProps {
  caption: string;
  children: ReactNode;
}

/** The scroll box is focusable and named, so keyboard users can scroll it too (WCAG 2.1.1). */
export function ScrollTable({ caption, children }: ScrollTableProps) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="mt-4 overflow-x-auto rounded-sm">
      <table className="min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
