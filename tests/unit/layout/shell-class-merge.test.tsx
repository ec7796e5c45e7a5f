// What every page draws at start — the header (signed out, auth loading, on a page of the main nav),
// the consent banner or a returning visitor's Privacy Settings button, and the landing page's video facade — joins its classes without
// tailwind-merge: its first call builds the whole class map inside hydration (about 100 ms on a
// slow phone; lib/utils/cn.ts, docs/benchmarks.md "Lighthouse").
import { act, render, screen } from "@testing-library/react";
import { usePathname } from "next/navigation";
import { twMerge } from "tailwind-merge";

import { ConsentBanner } from "@/components/consent/consent-banner";
import { ConsentManager } from "@/components/consent/consent-manager";
import { consentStore } from "@/components/consent/consent-store";
import { SiteHeader } from "@/components/layout/site-header";
import { Badge } from "@/components/ui/badge";
import { stackStore } from "@/components/stacks/stack-store";
import { PromoVideoSection } from "@/components/video/video-facade";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));
jest.mock("tailwind-merge", () => {
  const actual = jest.requireActual<typeof import("tailwind-merge")>("tailwind-merge");
  return { ...actual, twMerge: jest.fn(actual.twMerge) };
});
const merges = jest.mocked(twMerge);

beforeEach(() => {
  merges.mockClear();
  act(() => stackStore.getState().clearStack());
});

const noop = () => undefined;

describe("the start of every page joins classes without tailwind-merge", () => {
  it.each(["/", "/browse", "/blog/creatine-complete-guide"])("the signed-out header on %s", (path) => {
    jest.mocked(usePathname).mockReturnValue(path);
    render(<SiteHeader user={null} />);
    render(<SiteHeader user={null} authLoading />);
    expect(merges).not.toHaveBeenCalled();
  });

  it.each([false, true])("the consent banner (revealed: %p)", (revealed) => {
    render(
      <ConsentBanner
        revealed={revealed}
        onCustomize={noop}
        onPrepareCustomize={noop}
        onRejectAll={noop}
        onAcceptAll={noop}
      />,
    );
    expect(merges).not.toHaveBeenCalled();
  });

  it("a returning visitor's Privacy Settings button", async () => {
    global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 201 } as Response));
    await act(() => consentStore.persist.rehydrate());
    act(() => {
      consentStore.getState().rejectAll();
    });
    render(<ConsentManager rumEnabled={false} />);
    expect(await screen.findByRole("button", { name: "Privacy Settings" })).toBeInTheDocument();
    expect(merges).not.toHaveBeenCalled();
  });

  it("the promo video's facade", () => {
    render(
      <PromoVideoSection
        title="How it works"
        sources={[{ src: "/video/promo.mp4", type: "video/mp4" }]}
        poster="/video/promo-poster.jpg"
        captions={{ src: "/video/promo.en.vtt", srcLang: "en-GB", label: "English" }}
        durationSeconds={36}
      />,
    );
    expect(merges).not.toHaveBeenCalled();
  });

  it("and would notice a merge", () => {
    // A Badge still merges a caller's override (it is not drawn at start).
    render(<Badge className="px-1">New</Badge>);
    expect(merges).toHaveBeenCalled();
  });
});
