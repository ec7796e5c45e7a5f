type InlineVideoStatus = "thumbnail" | "playing" | "paused";

export type VideoState =
  | { status: InlineVideoStatus }
  /** `from` remembers the inline state so an untouched overlay can return to the thumbnail. */
  | { status: "expanded"; from: InlineVideoStatus };

export type VideoEvent =
  | { type: "PLAY" }
  | { type: "PAUSE" }
  | { type: "PLAY_FAILED" }
  | { type: "ENDED" }
  | { type: "EXPAND" }
  | { type: "COLLAPSE"; playing: boolean; position: number };

export const initialVideoState: VideoState = { status: "thumbnail" };

export function videoReducer(state: VideoState, event: VideoEvent): VideoState {
  if (state.status === "expanded") {
    // While the overlay is open the inline element is paused on purpose; its media events
    // (and a late rejection of its play()) must not change what the overlay shows.
    if (event.type !== "COLLAPSE") return state;
    if (event.playing) return { status: "playing" };
    if (state.from === "thumbnail" && event.position === 0) return { status: "thumbnail" };
    return { status: "paused" };
  }

  switch (event.type) {
    case "PLAY":
      return state.status === "playing" ? state : { status: "playing" };
    case "PAUSE":
      // A pause before anything played (e.g. the browser's own pause event) keeps the thumbnail.
      return state.status === "playing" ? { status: "paused" } : state;
    case "PLAY_FAILED":
      // The user did ask to play, so show the paused player with its play button, no error.
      return state.status === "paused" ? state : { status: "paused" };
    case "ENDED":
      return state.status === "playing" ? { status: "paused" } : state;
    case "EXPAND":
      return { status: "expanded", from: state.status };
    case "COLLAPSE":
      return state;
  }
}
