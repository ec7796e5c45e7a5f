// The root layout's consent mount (components/consent/deferred-consent-manager.tsx): nothing in the server
// HTML, then the consent manager loaded after hydration, with the banner still about 1 s after that.
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import { DeferredConsentManager } from "@/components/consent/deferred-consent-manager";
import { CONSENT_COOKIE_NAME } from "@/lib/consent/constants";

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE_NAME}=; Path=/; Max-Age=0`;
  global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200 } as Response));
});

it("renders nothing on the server, so the page's HTML and largest paint are the page's own", () => {
  expect(renderToString(<DeferredConsentManager rumEnabled={false} />)).toBe("");
});

it("in the browser, loads the consent manager and shows the banner while undecided", async () => {
  render(<DeferredConsentManager rumEnabled={false} />);
  expect(
    await screen.findByRole("region", { name: "Privacy & Cookie Preferences" }, { timeout: 3000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Accept All" })).toBeInTheDocument();
});
