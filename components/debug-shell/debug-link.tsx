"use client";

// `target` is the destination logged; the href may add debug=true to stay in the shell (lib/layout/debug-shell.ts).
import { Link } from "@/components/ui/link";
import type { ComponentProps } from "react";

import { debugShellHref } from "@/lib/layout/debug-shell";

export type DebugLinkProps = Omit<ComponentProps<typeof Link>, "href"> & {
  target: string;
};

export function DebugLink({ target, onClick, ...props }: DebugLinkProps) {
  const href = debugShellHref(target);
  return (
    <Link
      {...props}
      href={href}
      onClick={(event) => {
        console.info(`[debug shell] link clicked: ${target} (${href})`);
        onClick?.(event);
      }}
    />
  );
}
