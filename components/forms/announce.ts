// One polite or assertive live region for messages that have no place on screen, such as how many
// fields failed a form's check (WCAG 4.1.3 Status Messages). The region is created once and kept in
// the DOM, and the text is set a moment later, so screen readers notice the change.
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

/** "The form has 6 problems…": said when a submit fails the fields' check (focus moves to the first). */
export function invalidFormMessage(count: number): string {
  return count === 1
    ? "The form has 1 problem. It is selected."
    : `The form has ${String(count)} problems. The first is selected.`;
}
