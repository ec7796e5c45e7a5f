import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

import { Card } from "@/components/ui/card";

export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-[80vh] items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md">
        <Link
          href="/"
          className="mb-6 flex min-h-11 items-center justify-center text-sm font-bold text-brand-800 hover:underline"
        >
          Smart Supplement Stack Builder UK
        </Link>
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-slate-600">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}
