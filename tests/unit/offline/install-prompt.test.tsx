// The install banner (docs/offline.md "The install banner"): only when the browser offers installation,
// Install hands over to the browser's prompt, Dismiss is remembered, and never once installed.
import { act, fireEvent, render, screen } from "@testing-library/react";

import { InstallPrompt } from "@/components/offline/install-prompt";

function offerInstall(): { prompt: jest.Mock; defaultPrevented: () => boolean } {
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = jest.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: "accepted" }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, defaultPrevented: () => event.defaultPrevented };
}

function displayMode(standalone: boolean) {
  window.matchMedia = jest.fn((query: string) => ({ matches: standalone, media: query }) as MediaQueryList);
}

beforeEach(() => {
  window.localStorage.clear();
  displayMode(false);
});

it("shows nothing until the browser offers installation", () => {
  render(<InstallPrompt />);
  expect(screen.queryByRole("region", { name: /Install/ })).not.toBeInTheDocument();
});

it("offers Install, which opens the browser's prompt", async () => {
  render(<InstallPrompt />);
  const offer = offerInstall();
  expect(offer.defaultPrevented()).toBe(true);
  fireEvent.click(await screen.findByRole("button", { name: "Install" }));
  expect(offer.prompt).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("button", { name: "Install" })).not.toBeInTheDocument();
});

it("stays dismissed on the next visit", async () => {
  const { unmount } = render(<InstallPrompt />);
  offerInstall();
  fireEvent.click(await screen.findByRole("button", { name: "Dismiss" }));
  expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  unmount();

  render(<InstallPrompt />);
  const offer = offerInstall();
  expect(offer.defaultPrevented()).toBe(false);
  expect(screen.queryByRole("button", { name: "Install" })).not.toBeInTheDocument();
});

it("never shows in the installed app, nor after installation", async () => {
  displayMode(true);
  const { unmount } = render(<InstallPrompt />);
  offerInstall();
  expect(screen.queryByRole("button", { name: "Install" })).not.toBeInTheDocument();
  unmount();

  displayMode(false);
  render(<InstallPrompt />);
  offerInstall();
  await screen.findByRole("button", { name: "Install" });
  act(() => {
    window.dispatchEvent(new Event("appinstalled"));
  });
  expect(screen.queryByRole("button", { name: "Install" })).not.toBeInTheDocument();
  offerInstall();
  expect(screen.queryByRole("button", { name: "Install" })).not.toBeInTheDocument();
});
