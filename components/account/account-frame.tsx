import type { ReactNode } from "react";

import { AccountNav } from "@/components/account/account-nav";

export type AccountFrameProps = {
  children: ReactNode;
};

export function AccountFrame({ children }: AccountFrameProps) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <AccountNav />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
