import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PromoVideoSection } from "@/components/video/video-facade";
import { PromoVideo, type PromoVideoProps } from "@/components/video/promo-video";

// jsdom has no media playback and no TextTrack: play/pause are mocked per test and every <track>
// gets a fake TextTrack whose mode the tests can read.
const fakeTracks = new WeakMap<HTMLTrackElement, { mode: TextTrackMode }>();

const props: PromoVideoProps = {
  title: "How the stack builder works",
  sources: [
    { src: "/video/promo.webm", type: "video/webm" },
    { src: "/video/promo.mp4", type: "video/mp4" },
  ],
  poster: "/video/promo-poster.jpg",
  captions: { src: "/video/promo.en.vtt", srcLang: "en-GB", label: "English" },
  durationSeconds: 65,
};

let play: jest.SpyInstance<Promise<void>, []>;
let pause: jest.SpyInstance<void, []>;

beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  Object.defineProperty(HTMLTrackElement.prototype, "track", {
    configurable: true,
    get(this: HTMLTrackElement) {
      let track = fakeTracks.get(this);
      if (!track) {
        track = { mode: "disabled" };
        fakeTracks.set(this, track);
      }
      return track;
    },
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(HTMLTrackElement.prototype, "track");
});

function inlineVideo(container: HTMLElement): HTMLVideoElement {
  const video = container.querySelector("video");
  if (!video) throw new Error("inline video not rendered");
  return video;
}

function overlayVideo(): HTMLVideoElement {
  const video = screen.getByRole("dialog").querySelector("video");
  if (!video) throw new Error("overlay video not rendered");
  return video;
}

function trackMode(video: HTMLVideoElement): TextTrackMode | undefined {
  const track = video.querySelector("track");
  return track ? fakeTracks.get(track)?.mode : undefined;
}

describe("PromoVideo", () => {
  it("starts as a thumbnail with the fallback text and the media set up for inline, lazy playback", () => {
    const { container } = render(<PromoVideo {...props} />);
    expect(screen.getByRole("button", { name: /click to play video/i })).toBeInTheDocument();
    expect(screen.getByText("Click to play video")).toBeVisible();

    const video = inlineVideo(container);
    expect(video).toHaveAttribute("preload", "metadata");
    expect(video).toHaveAttribute("playsinline");
    // The poster shows in the thumbnail, fetched lazily at low priority, not as the video's poster.
    expect(video).not.toHaveAttribute("poster");
    const poster = screen.getByRole("button", { name: /click to play video/i }).querySelector("img");
    expect(poster).toHaveAttribute("src", "/video/promo-poster.jpg");
    expect(poster).toHaveAttribute("loading", "lazy");
    expect(poster).toHaveAttribute("fetchpriority", "low");
    expect(poster).toHaveAttribute("alt", "");
    expect(video).toHaveTextContent("Your browser does not support the video tag.");
    expect(Array.from(video.querySelectorAll("source"), (source) => source.getAttribute("type"))).toEqual([
      "video/webm",
      "video/mp4",
    ]);
    const track = video.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).not.toHaveAttribute("default");
    expect(play).not.toHaveBeenCalled();
  });

  it("plays inline on click and offers a pause button", async () => {
    const user = userEvent.setup();
    const { container } = render(<PromoVideo {...props} />);
    await user.click(screen.getByRole("button", { name: /click to play video/i }));

    expect(play).toHaveBeenCalledTimes(1);
    // The thumbnail has gone: until its first frame the video shows the poster itself.
    expect(inlineVideo(container)).toHaveAttribute("poster", "/video/promo-poster.jpg");
    expect(screen.getByRole("button", { name: "Pause video" })).toBeInTheDocument();
    expect(screen.queryByText("Click to play video")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Pause video" }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Play video" })).toBeInTheDocument();
  });

  it.each(["{Enter}", " "])("starts from the keyboard with %p on the focused thumbnail", async (key) => {
    const user = userEvent.setup();
    render(<PromoVideo {...props} />);
    await user.tab();
    expect(screen.getByRole("button", { name: /click to play video/i })).toHaveFocus();
    await user.keyboard(key);

    expect(play).toHaveBeenCalledTimes(1);
    // The thumbnail has gone, and focus with it onto the control that now pauses the video.
    expect(screen.getByRole("button", { name: "Pause video" })).toHaveFocus();
  });

  it("stays paused, without an error, when the browser refuses to play", async () => {
    play.mockRejectedValue(new DOMException("play() is not allowed", "NotAllowedError"));
    const consoleError = jest.spyOn(console, "error");
    const user = userEvent.setup();
    render(<PromoVideo {...props} />);
    await user.click(screen.getByRole("button", { name: /click to play video/i }));

    await waitFor(() => expect(screen.getByRole("button", { name: "Play video" })).toBeInTheDocument());
    expect(screen.queryByText("Click to play video")).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows the configured duration, then the file's own once its metadata loads", async () => {
    const user = userEvent.setup();
    const { container } = render(<PromoVideo {...props} durationSeconds={9} />);
    expect(screen.getByText("0:09")).toBeInTheDocument();

    const video = inlineVideo(container);
    Object.defineProperty(video, "duration", { configurable: true, value: 3661 });
    fireEvent.loadedMetadata(video);
    expect(screen.getByText("61:01")).toBeInTheDocument();
    expect(screen.queryByText("0:09")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /click to play video/i }));
    expect(screen.getByText("0:00")).toBeInTheDocument();
    video.currentTime = 65;
    fireEvent.timeUpdate(video);
    expect(screen.getByText("1:05")).toBeInTheDocument();
  });

  it("shows no duration when neither the config nor the file gives one", () => {
    render(<PromoVideo {...props} durationSeconds={undefined} />);
    expect(screen.queryByText(/\d:\d\d/)).not.toBeInTheDocument();
  });

  it("toggles the captions track and reports the state with aria-pressed", async () => {
    const user = userEvent.setup();
    const { container } = render(<PromoVideo {...props} />);
    const toggle = screen.getByRole("button", { name: "Captions" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(trackMode(inlineVideo(container))).toBe("showing");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(trackMode(inlineVideo(container))).toBe("hidden");
  });

  it("has no captions toggle when there are no captions", () => {
    render(<PromoVideo {...props} captions={undefined} />);
    expect(screen.queryByRole("button", { name: "Captions" })).not.toBeInTheDocument();
  });

  it("expands into a dialog labelled by the title, at the inline time position", async () => {
    const user = userEvent.setup();
    const { container } = render(<PromoVideo {...props} />);
    await user.click(screen.getByRole("button", { name: /click to play video/i }));
    inlineVideo(container).currentTime = 12;
    play.mockClear();

    await user.click(screen.getByRole("button", { name: "Expand video" }));
    expect(screen.getByRole("dialog", { name: props.title })).toBeInTheDocument();
    expect(overlayVideo().currentTime).toBe(12);
    expect(overlayVideo()).toHaveTextContent("Your browser does not support the video tag.");
    // The inline player hands over: it pauses and the overlay carries on playing.
    expect(pause).toHaveBeenCalled();
    expect(play.mock.contexts).toEqual([overlayVideo()]);
  });

  it("carries the captions choice into the overlay", async () => {
    const user = userEvent.setup();
    render(<PromoVideo {...props} />);
    await user.click(screen.getByRole("button", { name: "Captions" }));
    await user.click(screen.getByRole("button", { name: "Expand video" }));
    expect(trackMode(overlayVideo())).toBe("showing");
  });

  it("closes on Escape and resumes inline at the overlay's time position and playing state", async () => {
    const user = userEvent.setup();
    const { container } = render(<PromoVideo {...props} />);
    await user.click(screen.getByRole("button", { name: "Expand video" }));
    const overlay = overlayVideo();
    overlay.currentTime = 42;
    Object.defineProperty(overlay, "paused", { configurable: true, value: false });
    play.mockClear();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const inline = inlineVideo(container);
    expect(inline.currentTime).toBe(overlay.currentTime);
    expect(play.mock.contexts).toEqual([inline]);
    expect(screen.getByRole("button", { name: "Pause video" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Expand video" })).toHaveFocus();
  });

  it("closes with the close button and returns paused when the overlay was paused", async () => {
    const user = userEvent.setup();
    const { container } = render(<PromoVideo {...props} />);
    await user.click(screen.getByRole("button", { name: /click to play video/i }));
    await user.click(screen.getByRole("button", { name: "Expand video" }));
    overlayVideo().currentTime = 30;

    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close video" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(inlineVideo(container).currentTime).toBe(30);
    expect(screen.getByRole("button", { name: "Play video" })).toBeInTheDocument();
  });

  it("closes on a backdrop click", async () => {
    const user = userEvent.setup();
    render(<PromoVideo {...props} />);
    await user.click(screen.getByRole("button", { name: "Expand video" }));
    // Radix listens for outside pointer-downs from the next tick after opening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    await user.click(screen.getByTestId("video-overlay-backdrop"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("Click to play video")).toBeInTheDocument();
  });
});

describe("PromoVideoSection: the facade until a control is pressed", () => {
  it("draws the thumbnail, the configured duration and the controls, with no video element behind them", () => {
    const { container } = render(<PromoVideoSection {...props} />);
    expect(screen.getByText("Click to play video")).toBeVisible();
    expect(screen.getByRole("button", { name: /click to play video/i }).querySelector("img")).toHaveAttribute(
      "loading",
      "lazy",
    );
    expect(screen.getByText("1:05")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Play video" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Captions" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Expand video" })).toHaveAttribute("aria-haspopup", "dialog");
    // Nothing is fetched for the video until someone asks for it.
    expect(container.querySelector("video")).toBeNull();
  });

  it.each([
    ["the thumbnail", /click to play video/i],
    ["the play button", "Play video"],
  ])("pressing %s loads the player and plays inline, focus on its pause button", async (_, name) => {
    const user = userEvent.setup();
    const { container } = render(<PromoVideoSection {...props} />);
    await user.click(screen.getByRole("button", { name }));

    expect(await screen.findByRole("button", { name: "Pause video" })).toHaveFocus();
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll("video")).toHaveLength(1);
    expect(screen.queryByText("Click to play video")).not.toBeInTheDocument();
  });

  it("pressing Captions loads the player with captions on and the toggle focused, without playing", async () => {
    const user = userEvent.setup();
    const { container } = render(<PromoVideoSection {...props} />);
    await user.click(screen.getByRole("button", { name: "Captions" }));

    await waitFor(() => expect(container.querySelector("video")).not.toBeNull());
    const captions = screen.getByRole("button", { name: "Captions" });
    expect(captions).toHaveAttribute("aria-pressed", "true");
    expect(captions).toHaveFocus();
    expect(trackMode(inlineVideo(container))).toBe("showing");
    expect(play).not.toHaveBeenCalled();
  });

  it("pressing Expand loads the player and opens the overlay; closing it gives focus to the expand button", async () => {
    const user = userEvent.setup();
    render(<PromoVideoSection {...props} />);
    await user.click(screen.getByRole("button", { name: "Expand video" }));

    expect(await screen.findByRole("dialog", { name: props.title })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Expand video" })).toHaveFocus();
  });
});
