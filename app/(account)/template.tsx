// A template, not part of layout.tsx: client code in this group's layout would load on every page of the
// site (docs/benchmarks.md "Start-up and first-load JS").
import type { ReactNode } from "react";

import { AccountFrame } from "@/components/account/account-frame";

export default function AccountTemplate({ children }: { children: ReactNode }) {
  return <AccountFrame>{children}</AccountFrame>;
}
