// The consent screens in the browser (docs/product-rules.md §2 "Auth and consent screens", §4, §9): the banner
// about 1 s after load while undecided, Reject All / Accept All / Customize → Save Preferences,
// and the floating button's 'Privacy Settings' panel with 'Last updated' or 'Not set'.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ConsentManager } from "@/components/consent/consent-manager";
import { consentStore } from "@/components/consent/consent-store";
import { CONSENT_COOKIE_NAME } from "@/lib/consent/constants";
import { consentValueFromCookieHeader, parseConsentValue } from "@/lib/consent/record";

const storedRecord = () => parseConsentValue(consentValueFromCookieHeader(document.cookie));

function clearCookies() {
  for (const name of document.cookie.split(";").map((part) => part.split("=")[0]?.trim())) {
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

let fetchMock: jest.Mock;
beforeEach(() => {
  clearCookies();
  fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 200 }));
  global.fetch = fetchMock;
});

function inTimeZone(timeZone: string) {
  const real = new Intl.DateTimeFormat().resolvedOptions();
  jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ ...real, timeZone });
}

/** A fresh page load: the app-wide store reads the cookie and the time zone again. */
async function renderFresh() {
  await act(() => consentStore.persist.rehydrate());
  jest.useFakeTimers();
  const utils = render(<ConsentManager rumEnabled={false} />);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...utils, user };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it("shows the banner about 1 s after load when no decision is stored", async () => {
  await renderFresh();
  expect(screen.queryByRole("region", { name: "Privacy & Cookie Preferences" })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(999));
  expect(screen.queryByRole("region", { name: "Privacy & Cookie Preferences" })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  const banner = screen.getByRole("region", { name: "Privacy & Cookie Preferences" });
  for (const label of ["Customize", "Reject All", "Accept All"]) {
    expect(banner).toContainElement(screen.getByRole("button", { name: label }));
  }
});

it("draws the banner invisible and inert until its delay is over, then fades it in", async () => {
  await renderFresh();
  // Drawn from the start (so it is not a late Largest Contentful Paint), but nobody can see or reach it.
  const drawn = document.querySelector<HTMLElement>("[data-consent-banner]");
  expect(drawn).toHaveAttribute("aria-hidden", "true");
  expect(drawn).toHaveAttribute("inert");
  expect(drawn).toHaveClass("opacity-0");
  act(() => jest.advanceTimersByTime(1000));
  const banner = screen.getByRole("region", { name: "Privacy & Cookie Preferences" });
  expect(banner).toBe(drawn);
  expect(banner).not.toHaveAttribute("inert");
  expect(banner).toHaveClass("opacity-100");
});

it("Reject All stores necessary only, hides the banner and sends the record", async () => {
  const { user } = await renderFresh();
  act(() => jest.advanceTimersByTime(1000));
  await user.click(screen.getByRole("button", { name: "Reject All" }));
  expect(storedRecord()?.categories).toEqual({
    necessary: true,
    analytics: false,
    marketing: false,
    functional: false,
  });
  expect(screen.queryByRole("region", { name: "Privacy & Cookie Preferences" })).not.toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith("/api/consent", expect.objectContaining({ method: "POST" }));
  const sent = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string) as {
    version: string;
  };
  expect(sent.version).toBe("1.0.0");
});

it("while the banner shows, the page has room below it as tall as the banner, given back once decided", async () => {
  jest.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(180);
  const { user } = await renderFresh();
  expect(document.body.style.paddingBottom).toBe("");
  act(() => jest.advanceTimersByTime(1000));
  expect(document.body.style.paddingBottom).toBe("180px");
  await user.click(screen.getByRole("button", { name: "Reject All" }));
  expect(document.body.style.paddingBottom).toBe("");
});

it("while the banner shows, a control reached with Tab scrolls clear of it: scroll padding as tall as the banner", async () => {
  jest.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(240);
  const { user } = await renderFresh();
  expect(document.documentElement.style.scrollPaddingBottom).toBe("");
  act(() => jest.advanceTimersByTime(1000));
  expect(document.documentElement.style.scrollPaddingBottom).toBe("240px");
  await user.click(screen.getByRole("button", { name: "Accept All" }));
  expect(document.documentElement.style.scrollPaddingBottom).toBe("");
});

describe("Escape while the banner shows", () => {
  const banner = () => screen.getByRole("region", { name: "Privacy & Cookie Preferences" });

  it("keeps the banner (it stays until a decision) and brings focus to it; nothing is decided", async () => {
    const { user } = await renderFresh();
    act(() => jest.advanceTimersByTime(1000));
    expect(document.body).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(banner()).toHaveFocus();
    expect(storedRecord()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // From there Tab reaches the banner's own link and buttons.
    await user.tab();
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveFocus();
  });

  it("does nothing before the banner is revealed, or where Escape has its own use", async () => {
    const field = document.body.appendChild(document.createElement("input"));
    const { user } = await renderFresh();
    await user.keyboard("{Escape}");
    expect(document.body).toHaveFocus();
    act(() => jest.advanceTimersByTime(1000));
    field.focus();
    await user.keyboard("{Escape}");
    expect(field).toHaveFocus();
    field.remove();
  });

  it("closes the Privacy Preferences Center first, giving focus back to Customize", async () => {
    const { user } = await renderFresh();
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole("button", { name: "Customize" }));
    await screen.findByRole("dialog", { name: "Privacy Preferences Center" });
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Privacy Preferences Center" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: "Customize" })).toHaveFocus();
  });
});

it("Accept All stores every category", async () => {
  const { user } = await renderFresh();
  act(() => jest.advanceTimersByTime(1000));
  await user.click(screen.getByRole("button", { name: "Accept All" }));
  expect(storedRecord()?.categories).toEqual({
    necessary: true,
    analytics: true,
    marketing: true,
    functional: true,
  });
});

it("Customize opens the Privacy Preferences Center; Save Preferences stores the choice", async () => {
  inTimeZone("Europe/London");
  const { user } = await renderFresh();
  act(() => jest.advanceTimersByTime(1000));
  await user.click(screen.getByRole("button", { name: "Customize" }));
  const dialog = await screen.findByRole("dialog", { name: "Privacy Preferences Center" });
  const necessary = screen.getByRole("switch", { name: /Necessary Cookies/ });
  expect(necessary).toBeChecked();
  expect(necessary).toBeDisabled();
  const policy = screen.getByRole("link", { name: /Privacy Policy/ });
  expect(policy).toHaveAttribute("target", "_blank");
  expect(policy).toHaveAttribute("href", "/privacy-policy");
  expect(dialog).toContainElement(screen.getByRole("button", { name: "Cancel" }));

  // Europe/London: everything optional starts off
  for (const name of ["Analytics Cookies", "Marketing Cookies", "Functional Cookies"]) {
    expect(screen.getByRole("switch", { name })).not.toBeChecked();
  }
  await user.click(screen.getByRole("switch", { name: "Functional Cookies" }));
  await user.click(screen.getByRole("button", { name: "Save Preferences" }));
  expect(storedRecord()?.categories).toEqual({
    necessary: true,
    analytics: false,
    marketing: false,
    functional: true,
  });
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
});

it("outside Europe the choices start all on, but nothing is stored until the visitor decides", async () => {
  inTimeZone("America/New_York");
  const { user } = await renderFresh();
  expect(consentStore.getState().hasConsent("analytics")).toBe(false);
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole("region", { name: "Privacy & Cookie Preferences" })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Customize" }));
  await screen.findByRole("dialog", { name: "Privacy Preferences Center" });
  for (const name of ["Analytics Cookies", "Marketing Cookies", "Functional Cookies"]) {
    expect(screen.getByRole("switch", { name })).toBeChecked();
  }
  expect(storedRecord()).toBeNull();
  expect(consentStore.getState().hasConsent("analytics")).toBe(false);
});

it("Cancel closes the dialog without deciding", async () => {
  const { user } = await renderFresh();
  act(() => jest.advanceTimersByTime(1000));
  await user.click(screen.getByRole("button", { name: "Customize" }));
  await screen.findByRole("dialog", { name: "Privacy Preferences Center" });
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(storedRecord()).toBeNull();
  expect(screen.getByRole("region", { name: "Privacy & Cookie Preferences" })).toBeInTheDocument();
});

it("a stored decision: no banner; the floating button opens Privacy Settings with its last update", async () => {
  consentStore.getState().save({ analytics: true, marketing: false, functional: false });
  const { user } = await renderFresh();
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole("region", { name: "Privacy & Cookie Preferences" })).not.toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Privacy Settings" }));
  const panel = await screen.findByRole("dialog", { name: "Privacy Settings" });
  expect(panel).toHaveTextContent("Manage your cookie preferences and privacy settings");
  expect(screen.getByRole("switch", { name: "Analytics Cookies" })).toBeChecked();
  expect(screen.getByRole("switch", { name: "Marketing Cookies" })).not.toBeChecked();
  expect(screen.getByRole("switch", { name: "Functional Cookies" })).not.toBeChecked();
  expect(screen.getByTestId("consent-last-updated")).not.toHaveTextContent("Not set");
  expect(screen.getByTestId("consent-last-updated").textContent).toMatch(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  for (const label of ["Save Settings", "Accept All", "Reject All"])
    expect(screen.getByRole("button", { name: label })).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Reject All" }));
  expect(storedRecord()?.categories.analytics).toBe(false);
});

it("the panel says 'Not set' before any decision", async () => {
  const { user } = await renderFresh();
  // before the banner is due, the floating button is there
  await user.click(screen.getByRole("button", { name: "Privacy Settings" }));
  await screen.findByRole("dialog", { name: "Privacy Settings" });
  expect(screen.getByTestId("consent-last-updated")).toHaveTextContent("Not set");
});

it("treats a tampered cookie as undecided and shows the banner", async () => {
  document.cookie = `${CONSENT_COOKIE_NAME}=${encodeURIComponent('{"categories":{"necessary":true,"analytics":true}}')}; Path=/`;
  await renderFresh();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole("region", { name: "Privacy & Cookie Preferences" })).toBeInTheDocument();
});
