"use client";

import * as ToastPrimitives from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils/cn";

export const ToastProvider = ToastPrimitives.Provider;

export type ToastViewportProps = ComponentProps<typeof ToastPrimitives.Viewport>;

export function ToastViewport({ className, ...props }: ToastViewportProps) {
  return (
    <ToastPrimitives.Viewport
      className={cn(
        "fixed bottom-0 right-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none",
  {
    variants: {
      variant: {
        default: "border-slate-200 bg-white text-slate-900",
        success: "border-brand-200 bg-brand-50 text-brand-900",
        destructive: "border-red-300 bg-red-50 text-red-900",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitives.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export type ToastTitleProps = ComponentProps<typeof ToastPrimitives.Title>;

export function ToastTitle({ className, ...props }: ToastTitleProps) {
  return <ToastPrimitives.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export type ToastDescriptionProps = ComponentProps<typeof ToastPrimitives.Description>;

export function ToastDescription({ className, ...props }: ToastDescriptionProps) {
  return <ToastPrimitives.Description className={cn("mt-1 text-sm opacity-90", className)} {...props} />;
}

export type ToastActionProps = ComponentProps<typeof ToastPrimitives.Action>;

/** `altText` is required and must be non-empty (docs/product-rules.md §5): it is what screen readers announce. */
export function ToastAction({ className, ...props }: ToastActionProps) {
  return (
    <ToastPrimitives.Action
      className={cn(
        "inline-flex h-8 shrink-0 items-center rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-black/5",
        className,
      )}
      {...props}
    />
  );
}

export type ToastCloseProps = ComponentProps<typeof ToastPrimitives.Close>;

export function ToastClose({ className, ...props }: ToastCloseProps) {
  return (
    <ToastPrimitives.Close
      aria-label="Dismiss notification"
      className={cn("absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100", className)}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitives.Close>
  );
}
