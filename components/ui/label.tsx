import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("block text-sm font-medium text-slate-800", className)} {...props} />;
}
