"use client";
// Radix returns focus to a Dialog.Trigger, and these dialogs have none, so focus would drop to the body. It goes back
// to the element focused before or, when that is gone, to the Privacy Settings button or the main content.
import { useRef } from "react";

export const PRIVACY_SETTINGS_BUTTON_ID = "privacy-settings-button";

function focusAfterBanner(): void {
  const button = document.getElementById(PRIVACY_SETTINGS_BUTTON_ID);
  // Short of a wide window the button is hidden until the end of the page (use-footer-in-view.ts).
  const shown = button !== null && button.getClientRects().length > 0;
  (shown ? button : document.getElementById("main-content"))?.focus();
}

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
