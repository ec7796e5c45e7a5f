// Decorative: the surrounding region announces loading. A caller's `className` is joined, not merged (as for ./button.tsx).
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
