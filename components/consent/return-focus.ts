"use client";
// Where focus goes when a consent dialog closes. A Radix Dialog returns focus to its Dialog.Trigger,
// and these dialogs have none (the banner and the floating button open them), so without this focus
// dropped to the page body. It goes back to the element focused when the dialog opened; when that
// is gone — the banner's Customize button once a choice is saved — to the Privacy Settings button
// that replaces the banner, or to the main content.
import { useRef } from "react";

export const PRIVACY_SETTINGS_BUTTON_ID = "privacy-settings-button";

function focusAfterBanner(): void {
  const button = document.getElementById(PRIVACY_SETTINGS_BUTTON_ID);
  // Short of a wide window the button is hidden until the end of the page (use-footer-in-view.ts).
  const shown = button !== null && button.getClientRects().length > 0;
  (shown ? button : document.getElementById("main-content"))?.focus();
}

/** Handlers for a Radix Dialog.Content: remember the opener, and land somewhere real on close. */
export function useConsentDialogFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const element = opener.current;
      if (element?.isConnected === true) element.focus();
      else focusAfterBanner();
    },
  };
}
