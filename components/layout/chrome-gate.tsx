"use client";
// The route groups follow the domain, not the chrome: the header and footer are drawn or left out by path.
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

import { showsChrome, type ChromePart } from "@/lib/layout/chrome";

export function ChromeGate({ part, children }: { part: ChromePart; children: ReactNode }) {
  return showsChrome(part, usePathname()) ? children : null;
}
