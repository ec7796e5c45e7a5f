// Placeholder block shown while content loads (docs/product-rules.md §2 "Error and loading screens": a skeleton placeholder while
// loading). Decorative: the surrounding region announces the loading state.
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

export type SkeletonProps = ComponentProps<"div">;

export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
