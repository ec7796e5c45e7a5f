// The frame around every page: the site header, <main> (the skip link's target) and the footer.
// Each route group's layout renders it with exactly the chrome its pages show (docs/product-rules.md §2 "Layout
// rules"), so no component reads the URL to decide. The header and footer sit outside <main>: only
// there do they count as the page's banner and content-info landmarks.
import type { ReactNode } from "react";

import { AuthHeader } from "@/components/auth/auth-header";
import { SiteFooter } from "@/components/layout/site-footer";

export type SiteChromeProps = {
  /** The site header (hidden on the sign-in and password-reset screens and /verify-2fa). */
  header: boolean;
  /** The site footer (hidden on the sign-in, password-reset, profile and terms screens). */
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
