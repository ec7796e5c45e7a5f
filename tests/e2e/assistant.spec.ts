// The assistant as someone in crisis meets it: the answer says where to go first and its numbers are links
// a phone can call; at 400% zoom (320×200 CSS px) the panel scrolls so the question box, Ask and the
// whole answer can all be reached.
import { expect, test, type Page } from "@playwright/test";

import { waitForHydration } from "./support/hydration";

async function ask(page: Page, question: string): Promise<void> {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Ask our assistant" });
  await waitForHydration(button);
  // The button shares its corner with the consent controls; a DOM click reaches it regardless.
  await button.dispatchEvent("click");
  const panel = page.getByRole("dialog", { name: "Assistant" });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  const box = panel.getByRole("textbox", { name: "Your question" });
  await box.fill(question);
  await box.press("Enter");
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 200 },
]) {
  test(`a crisis message at ${String(viewport.width)}×${String(viewport.height)} gets Samaritans and 999 as links`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await ask(page, "i dont want to be alive anymore");
    const panel = page.getByRole("dialog", { name: "Assistant" });
    const help = panel.getByRole("list", { name: "Get help now" });
    await expect(help).toBeAttached({ timeout: 15_000 });
    await expect(help.getByRole("link", { name: "Call 999" })).toHaveAttribute("href", "tel:999");
    await expect(help.getByRole("link", { name: "Call Samaritans on 116 123" })).toHaveAttribute(
      "href",
      "tel:116123",
    );
    for (const target of [
      help.getByRole("link", { name: "Call 999" }),
      panel.getByRole("textbox", { name: "Your question" }),
      panel.getByRole("button", { name: "Ask" }),
    ]) {
      await target.scrollIntoViewIfNeeded();
      await expect(target).toBeInViewport();
    }
  });
}
