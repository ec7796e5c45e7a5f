import { cva } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

const controlVariants = cva(
  "block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:ring-2 focus:ring-brand-700 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm",
  {
    variants: {
      invalid: { true: "border-red-500", false: "border-slate-300" },
    },
    defaultVariants: { invalid: false },
  },
);

type ControlProps = { invalid?: boolean };

export function Input({ className, invalid = false, ...props }: ComponentProps<"input"> & ControlProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(controlVariants({ invalid }), "min-h-11 sm:min-h-10", className)}
      {...props}
    />
  );
}

export function Textarea({
  className,
  invalid = false,
  ...props
}: ComponentProps<"textarea"> & ControlProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn(controlVariants({ invalid }), className)}
      {...props}
    />
  );
}

export function Select({ className, invalid = false, ...props }: ComponentProps<"select"> & ControlProps) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={cn(controlVariants({ invalid }), "min-h-11 sm:min-h-10", className)}
      {...props}
    />
  );
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn("size-5 shrink-0 rounded border-slate-300 accent-brand-700 sm:size-4", className)}
      {...props}
    />
  );
}
