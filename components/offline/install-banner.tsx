"use client";
// A spacer at the end of the page as tall as the card, so anything it covers can be scrolled clear of it.
import { Download, X } from "lucide-react";

import { Button } from "@/components/ui/button";
import { SITE_SHORT_NAME } from "@/lib/seo/site";

export type InstallBannerProps = { onInstall: () => void; onDismiss: () => void };

export function InstallBanner({ onInstall, onDismiss }: InstallBannerProps) {
  return (
    <>
      <div aria-hidden="true" className="h-56" />
      <section
        aria-labelledby="install-banner-title"
        onKeyDown={(event) => {
          if (event.key === "Escape") onDismiss();
        }}
        className="fixed inset-x-4 bottom-20 z-40 rounded-xl border border-slate-200 bg-white p-3 shadow-lg sm:left-auto sm:w-96"
      >
        <h2 id="install-banner-title" className="text-sm font-semibold text-slate-900">
          Install {SITE_SHORT_NAME}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Open it from your home screen, and build stacks offline.
        </p>
        <div className="mt-2 flex gap-2">
          <Button size="sm" onClick={onInstall}>
            <Download aria-hidden="true" className="size-4" />
            Install
          </Button>
          <Button size="sm" variant="outline" onClick={onDismiss}>
            <X aria-hidden="true" className="size-4" />
            Dismiss
          </Button>
        </div>
      </section>
    </>
  );
}
