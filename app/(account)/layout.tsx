// Frame of the signed-in account screens: a section nav beside the page. Each page checks the
// session itself (lib/auth/page-session.ts); proxy.ts sends visitors without one to /login first.
import type { ReactNode } from "react";

import { AccountNav } from "@/components/account/account-nav";

export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_1fr]">
      <AccountNav />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
