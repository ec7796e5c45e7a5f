// Header and footer sit outside <main>: only there are they the banner and content-info landmarks.
import type { ReactNode } from "react";

import { AuthHeader } from "@/components/auth/auth-header";
import { ChromeGate } from "@/components/layout/chrome-gate";
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

/** The chrome the product rules give the page's path: what every domain route group's layout renders. */
export function RouteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <ChromeGate part="header">
        <AuthHeader />
      </ChromeGate>
      <main id="main-content" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <ChromeGate part="footer">
        <SiteFooter />
      </ChromeGate>
    </>
  );
}
