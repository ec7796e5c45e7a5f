// Root layout: document, metadata and the site chrome (SPEC.md §1 locale en_GB, title and theme
// colour; §2 "Layout rules"; §9 "Viewport max scale 5").
import "./globals.css";

import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { AuthHeader } from "@/components/auth/auth-header";
import { ConsentManager } from "@/components/consent/consent-manager";
import { ChromeGate } from "@/components/layout/chrome-gate";
import { LoadingIndicator } from "@/components/layout/loading-indicator";
import { SiteFooter } from "@/components/layout/site-footer";
import { AppProviders } from "@/components/providers/app-providers";
import { rumEnabledInBuild, serverEnv } from "@/lib/env";

const SITE_TITLE = "Smart Supplement Stack Builder UK";
const SITE_DESCRIPTION =
  "Browse supplements with UK retailer prices, build your own supplement stack, check " +
  "interactions and see what your stack costs. Educational information only, not medical advice.";

export const metadata: Metadata = {
  metadataBase: new URL(serverEnv().SITE_URL),
  title: { default: SITE_TITLE, template: `%s | ${SITE_TITLE}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_TITLE,
  openGraph: {
    type: "website",
    locale: "en_GB",
    siteName: SITE_TITLE,
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
  },
};

export const viewport: Viewport = {
  themeColor: "#10b981",
  width: "device-width",
  initialScale: 1,
  // §9 "Viewport max scale 5": zoom stays available (WCAG 1.4.4) without runaway scaling.
  maximumScale: 5,
};

type RootLayoutProps = {
  children: ReactNode;
};

export default function RootLayout({ children }: RootLayoutProps) {
  return (
    <html lang="en-GB">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only z-[110] rounded-md bg-white font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <AppProviders>
          <LoadingIndicator />
          <ChromeGate part="header">
            <AuthHeader />
          </ChromeGate>
          <main id="main-content" tabIndex={-1} className="flex-1">
            {children}
          </main>
          <ChromeGate part="footer">
            <SiteFooter />
          </ChromeGate>
          <ConsentManager rumEnabled={rumEnabledInBuild()} />
        </AppProviders>
      </body>
    </html>
  );
}
