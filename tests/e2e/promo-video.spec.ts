// The landing page's promo video in a real browser: real files, captions track, playback on click,
// and the captions toggle switching the English track on.
import { expect, test } from "@playwright/test";

test("the promo video has English captions, plays on click and shows captions when asked", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "See how it works" });
  const play = section.getByRole("button", { name: /Click to play video/ });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();

  const video = section.locator("video");
  await expect(play.locator("img")).toHaveAttribute("src", "/video/promo-poster.jpg");
  await expect
    .poll(() =>
      play.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBe(1280);
  // The duration shown before playback comes from the config: 36.5 s.
  await expect(section.getByText("0:36")).toBeVisible();
  // Until someone presses a control, the player is a facade: no video element, nothing fetched for it.
  await expect(video).toHaveCount(0);

  await play.click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
    .toBe(true);
  await expect(section.getByRole("button", { name: "Pause video" })).toBeFocused();
  await expect(video.locator("source").first()).toHaveAttribute("type", "video/webm");
  const track = video.locator('track[kind="captions"][srclang="en"]');
  await expect(track).toHaveCount(1);
  await expect(track).toHaveAttribute("src", "/video/promo.en.vtt");

  const captions = section.getByRole("button", { name: "Captions" });
  await expect(captions).toHaveAttribute("aria-pressed", "false");
  await captions.click();
  await expect(captions).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode))
    .toBe("showing");
  // The captions file loads and a cue is active while the first slide is on screen.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.activeCues?.length ?? 0))
    .toBeGreaterThan(0);
  const cueText = await video.evaluate((element: HTMLVideoElement) => {
    const cue = element.textTracks[0]?.activeCues?.[0];
    return cue instanceof VTTCue ? cue.text : "";
  });
  expect(cueText).toMatch(/Smart Supplement Stack Builder UK|Browse UK supplements/);
});

test("the video files are served with the right types", async ({ request }) => {
  for (const [path, type] of [
    ["/video/promo.webm", "video/webm"],
    ["/video/promo.mp4", "video/mp4"],
    ["/video/promo.en.vtt", "text/vtt"],
    ["/video/promo-poster.jpg", "image/jpeg"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
});
