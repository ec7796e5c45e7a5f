// The account nav beside each account screen. A template rather than part of layout.tsx: Next's
// client-reference manifest gives the header (a client component every layout draws) the chunks of
// this group's layout, so whatever client code that layout holds is loaded by every page of the site
// (docs/benchmarks.md "Start-up and first-load JS"); the nav's own chunk now loads only here. A
// template is drawn again on each navigation, which a nav of links without state does not notice.
import type { ReactNode } from "react";

import { AccountFrame } from "@/components/account/account-frame";

export default function AccountTemplate({ children }: { children: ReactNode }) {
  return <AccountFrame>{children}</AccountFrame>;
}
