"use client";

// Shows or hides server-rendered site chrome by route (SPEC.md §2 "Layout rules"). Only this gate
// runs in the browser; the header and footer it wraps stay server components passed as children.
// app/not-found.tsx renders per request so that, on unknown URLs too, usePathname() is the
// visitor's path on the server and in the browser alike (a prerendered 404 would report its own).
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

import { isFooterVisible, isHeaderVisible } from "@/lib/layout/visibility";

export type ChromeGateProps = {
  part: "header" | "footer";
  children: ReactNode;
};

export function ChromeGate({ part, children }: ChromeGateProps) {
  const pathname = usePathname();
  const visible = part === "header" ? isHeaderVisible(pathname) : isFooterVisible(pathname);
  return visible ? children : null;
}
