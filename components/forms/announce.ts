// One live region for messages with no place on screen (WCAG 4.1.3), kept in the DOM; the text is set a moment later
// so screen readers notice the change.
const REGION_ID = "form-announcer";
const SETTLE_MS = 100;
/** Cleared afterwards, so no stale message is left for a screen reader to find. */
const CLEAR_AFTER_MS = 5000;

function region(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const element = document.createElement("div");
  element.id = REGION_ID;
  // Spoken at once, like an alert, without a role: the page's alerts and statuses are visible boxes.
  element.setAttribute("aria-live", "assertive");
  element.setAttribute("aria-atomic", "true");
  element.className = "sr-only";
  document.body.append(element);
  return element;
}

export function announce(message: string): void {
  const element = region();
  element.textContent = "";
  setTimeout(() => {
    element.textContent = message;
  }, SETTLE_MS);
  setTimeout(() => {
    if (element.textContent === message) element.textContent = "";
  }, SETTLE_MS + CLEAR_AFTER_MS);
}

export function invalidFormMessage(count: number): string {
  return count === 1
    ? "The form has 1 problem. It is selected."
    : `The form has ${String(count)} problems. The first is selected.`;
}
