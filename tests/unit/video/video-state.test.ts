import {
  initialVideoState,
  videoReducer,
  type VideoEvent,
  type VideoState,
} from "@/components/video/video-state";

const thumbnail: VideoState = { status: "thumbnail" };
const playing: VideoState = { status: "playing" };
const paused: VideoState = { status: "paused" };

describe("videoReducer", () => {
  it("starts on the thumbnail", () => {
    expect(initialVideoState).toEqual(thumbnail);
  });

  describe("inline playback", () => {
    it.each<[VideoState, VideoEvent, VideoState]>([
      [thumbnail, { type: "PLAY" }, playing],
      [paused, { type: "PLAY" }, playing],
      [playing, { type: "PAUSE" }, paused],
      [playing, { type: "ENDED" }, paused],
      // Autoplay policy (or an interrupting pause) rejected play(): paused, never an error state.
      [playing, { type: "PLAY_FAILED" }, paused],
      [thumbnail, { type: "PLAY_FAILED" }, paused],
    ])("%j + %j → %j", (state, event, expected) => {
      expect(videoReducer(state, event)).toEqual(expected);
    });

    it.each<[VideoState, VideoEvent]>([
      [playing, { type: "PLAY" }],
      [thumbnail, { type: "PAUSE" }],
      [paused, { type: "PAUSE" }],
      [thumbnail, { type: "ENDED" }],
      [paused, { type: "ENDED" }],
      [paused, { type: "PLAY_FAILED" }],
      [playing, { type: "COLLAPSE", playing: true, position: 3 }],
      [thumbnail, { type: "COLLAPSE", playing: false, position: 0 }],
    ])("%j ignores %j", (state, event) => {
      expect(videoReducer(state, event)).toBe(state);
    });
  });

  describe("expanded overlay", () => {
    it.each<[VideoState]>([[thumbnail], [playing], [paused]])(
      "%j expands and remembers where it came from",
      (state) => {
        expect(videoReducer(state, { type: "EXPAND" })).toEqual({ status: "expanded", from: state.status });
      },
    );

    it.each<[VideoEvent]>([
      [{ type: "PLAY" }],
      [{ type: "PAUSE" }],
      [{ type: "PLAY_FAILED" }],
      [{ type: "ENDED" }],
      [{ type: "EXPAND" }],
    ])("ignores the inline element's %j while open", (event) => {
      const expanded: VideoState = { status: "expanded", from: "playing" };
      expect(videoReducer(expanded, event)).toBe(expanded);
    });

    it("returns to playing when the overlay was playing", () => {
      expect(
        videoReducer(
          { status: "expanded", from: "paused" },
          { type: "COLLAPSE", playing: true, position: 12 },
        ),
      ).toEqual(playing);
    });

    it("returns to paused when the overlay was paused", () => {
      expect(
        videoReducer(
          { status: "expanded", from: "playing" },
          { type: "COLLAPSE", playing: false, position: 12 },
        ),
      ).toEqual(paused);
    });

    it("returns to the thumbnail when opened from it and never moved", () => {
      expect(
        videoReducer(
          { status: "expanded", from: "thumbnail" },
          { type: "COLLAPSE", playing: false, position: 0 },
        ),
      ).toEqual(thumbnail);
    });

    it("shows the paused player when opened from the thumbnail and watched part-way", () => {
      expect(
        videoReducer(
          { status: "expanded", from: "thumbnail" },
          { type: "COLLAPSE", playing: false, position: 7 },
        ),
      ).toEqual(paused);
    });
  });
});
