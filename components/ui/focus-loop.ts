// Tab and Shift+Tab go round a dialog's controls. Radix traps focus only from its first or last
// control: from a heading focused first (tabIndex -1) Shift+Tab would leave the dialog.
import type { KeyboardEvent } from "react";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const tabbables = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const inside = tabbables.some((element) => element === active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
