// The header, <main> and footer come from each group's layout (docs/product-rules.md §2 "Layout rules").
import "./globals.css";

import type { Metadata, Viewport } from "next";

import { DeferredConsentManager } from "@/components/consent/deferred-consent-manager";
import { LoadingIndicator } from "@/components/layout/loading-indicator";
import { InstallPrompt } from "@/components/offline/install-prompt";
import { AppProviders } from "@/components/providers/app-providers";
import { rumEnabledInBuild, serverEnv } from "@/lib/env";
import { LOGO_PATH, SITE_DESCRIPTION, SITE_LOCALE, SITE_NAME, THEME_COLOUR } from "@/lib/seo/site";

export const metadata: Metadata = {
  metadataBase: new URL(serverEnv().SITE_URL),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  alternates: { types: { "application/rss+xml": [{ url: "/blog/rss.xml", title: `${SITE_NAME} blog` }] } },
  openGraph: {
    type: "website",
    locale: SITE_LOCALE,
    siteName: SITE_NAME,
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    images: [{ url: LOGO_PATH, width: 512, height: 512, alt: SITE_NAME }],
  },
  twitter: { card: "summary", title: SITE_NAME, description: SITE_DESCRIPTION, images: [LOGO_PATH] },
};

export const viewport: Viewport = {
  themeColor: THEME_COLOUR,
  width: "device-width",
  initialScale: 1,
  // §9 "Viewport max scale 5": zoom stays available (WCAG 1.4.4) without runaway scaling.
  maximumScale: 5,
};

export default function RootLayout({ children }: LayoutProps<"/">) {
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
          {/* Before the page in the DOM, so the banner's buttons follow the skip link in the Tab order. */}
          <DeferredConsentManager rumEnabled={rumEnabledInBuild()} />
          {children}
          <InstallPrompt />
        </AppProviders>
      </body>
    </html>
  );
}
