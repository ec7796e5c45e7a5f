// A caller's `className` is joined, not merged (as for ./button.tsx): it may add utilities; a roomier box is a size.
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { clsx } from "clsx";

const alertVariants = cva("rounded-md border", {
  variants: {
    size: {
      md: "px-4 py-3 text-sm",
      roomy: "p-4 text-sm",
      lg: "p-4 text-base",
    },
    tone: {
      error: "border-red-200 bg-red-50 text-red-800",
      success: "border-emerald-200 bg-emerald-50 text-emerald-900",
      info: "border-sky-200 bg-sky-50 text-sky-900",
      warning: "border-amber-200 bg-amber-50 text-amber-900",
    },
  },
  defaultVariants: { tone: "error", size: "md" },
});

export type AlertProps = ComponentProps<"div"> & VariantProps<typeof alertVariants>;

export function Alert({ className, tone, size, ...props }: AlertProps) {
  return (
    <div
      role={tone === "error" || tone === undefined || tone === null ? "alert" : "status"}
      className={clsx(alertVariants({ tone, size }), className)}
      {...props}
    />
  );
}
