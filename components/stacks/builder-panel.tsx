// A titled panel of the stack builder: a card that is a labelled region (its heading names it).
import type { ReactNode } from "react";

import { Card, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils/cn";

export type BuilderPanelProps = {
  id: string;
  title: ReactNode;
  /** Beside the title, e.g. a Clear button. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function BuilderPanel({ id, title, action, className, children }: BuilderPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <Card role="region" aria-labelledby={headingId} className={cn("space-y-4 p-4 sm:p-6", className)}>
      {action ? (
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={headingId}>{title}</CardTitle>
          {action}
        </div>
      ) : (
        <CardTitle id={headingId}>{title}</CardTitle>
      )}
      {children}
    </Card>
  );
}
