import type { ReactNode } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export type BuilderPanelProps = {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
};

export function BuilderPanel({ id, title, action, children }: BuilderPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className={action ? "flex items-center justify-between gap-2 space-y-0" : undefined}>
        <CardTitle id={headingId}>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}
