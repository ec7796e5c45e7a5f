import type { ReactNode } from "react";

import { Card, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils/cn";

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children ? <div className="mt-2 max-w-3xl text-slate-600">{children}</div> : null}
    </header>
  );
}

export function Panel({
  title,
  children,
  tone = "default",
}: {
  title: string;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <Card role="region" aria-label={title} className={cn("p-6", tone === "danger" && "border-red-200")}>
      <CardTitle className={cn(tone === "danger" && "text-red-800")}>{title}</CardTitle>
      <div className="mt-4">{children}</div>
    </Card>
  );
}
