"use client";
// Where focus goes when a consent dialog closes. Radix returns it to the element focused when the
// dialog opened, but the banner's Customize button is gone once a choice is saved (the banner
// closes), which would drop focus to the page body. Then focus moves to the privacy settings button
// that replaces the banner, or to the main content.
import { useRef } from "react";

export const PRIVACY_SETTINGS_BUTTON_ID = "privacy-settings-button";

function focusAfterBanner(): void {
  const target =
    document.getElementById(PRIVACY_SETTINGS_BUTTON_ID) ?? document.getElementById("main-content");
  target?.focus();
}

/** Handlers for a Radix Dialog.Content: remember the opener, and land somewhere real on close. */
export function useConsentDialogFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected === true) return;
      event.preventDefault();
      focusAfterBanner();
    },
  };
}
