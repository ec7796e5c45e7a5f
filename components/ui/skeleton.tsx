// Placeholder block shown while content loads (docs/product-rules.md §2 "Error and loading screens": a skeleton placeholder while
// loading). Decorative: the surrounding region announces the loading state. A caller's `className` is
// joined, not merged (as for ./button.tsx): it gives the size and margins; the corners are a `shape`.
import { cva, type VariantProps } from "class-variance-authority";
import { clsx } from "clsx";
import type { ComponentProps } from "react";

const skeletonVariants = cva("animate-pulse bg-slate-200 motion-reduce:animate-none", {
  variants: {
    shape: { md: "rounded-md", lg: "rounded-lg", xl: "rounded-xl", full: "rounded-full" },
  },
  defaultVariants: { shape: "md" },
});

export type SkeletonProps = ComponentProps<"div"> & VariantProps<typeof skeletonVariants>;

export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return <div aria-hidden="true" className={clsx(skeletonVariants({ shape }), className)} {...props} />;
}
