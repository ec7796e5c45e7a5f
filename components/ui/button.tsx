// A caller's `className` is joined to the variant's classes, not merged: tailwind-merge stays out of the code every
// page starts with. tests/unit/ui/class-overrides.test.tsx checks every call site with tailwind-merge itself.
import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircle } from "@/components/ui/icons";
import type { ComponentProps } from "react";

import { clsx } from "clsx";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-60 aria-disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
        dark: "bg-slate-800 text-white shadow-sm hover:bg-slate-900",
        secondary: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
        outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
        "destructive-outline": "border border-red-300 bg-white text-red-800 hover:bg-red-50",
        "ghost-destructive": "text-slate-600 hover:bg-slate-100 hover:text-red-800",
        link: "text-brand-800 underline underline-offset-2 hover:text-brand-900",
      },
      size: {
        sm: "min-h-11 min-w-11 px-3 text-sm sm:min-h-9 sm:min-w-0",
        md: "min-h-11 min-w-11 px-4 text-sm sm:min-h-10 sm:min-w-0",
        lg: "min-h-12 px-6 text-base",
        icon: "size-11 sm:size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    busy?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  busy = false,
  disabled,
  type = "button",
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(buttonVariants({ variant, size }), className)}
      disabled={disabled ?? busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      ) : null}
      {children}
    </button>
  );
}
