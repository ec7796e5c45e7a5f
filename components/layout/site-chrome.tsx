// Each route group's layout renders this with exactly the chrome its pages show, so no component reads the URL to
// decide. Header and footer sit outside <main>: only there are they the banner and content-info landmarks.
import type { ReactNode } from "react";

import { AuthHeader } from "@/components/auth/auth-header";
import { SiteFooter } from "@/components/layout/site-footer";

export type SiteChromeProps = {
  header: boolean;
  footer: boolean;
  children: ReactNode;
};

export function SiteChrome({ header, footer, children }: SiteChromeProps) {
  return (
    <>
      {header ? <AuthHeader /> : null}
      <main id="main-content" tabIndex={-1} className="flex-1">
        {children}
      </main>
      {footer ? <SiteFooter /> : null}
    </>
  );
}
