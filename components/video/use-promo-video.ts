"use client";

import { useCallback, useEffect, useReducer, useRef, useState, type SyntheticEvent } from "react";

import { playSafely } from "./play-safely";
import { initialVideoState, videoReducer } from "./video-state";

interface Handover {
  position: number;
  playing: boolean;
  captionsOn: boolean;
}

function setCaptionMode(trackElement: HTMLTrackElement | null, on: boolean): void {
  // `track` is always present in browsers; the guard keeps engines without TextTrack support quiet.
  const textTrack = trackElement?.track;
  if (textTrack) textTrack.mode = on ? "showing" : "hidden";
}

export function useInlinePlayer(durationSeconds: number | undefined) {
  const [state, dispatch] = useReducer(videoReducer, initialVideoState);
  const [metadataDuration, setMetadataDuration] = useState<number | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [captionsOn, setCaptionsOn] = useState(false);
  const inlineRef = useRef<HTMLVideoElement>(null);
  const inlineTrackRef = useRef<HTMLTrackElement>(null);

  const isPlaying = state.status === "playing";
  const hasStarted = state.status !== "thumbnail";
  const duration = metadataDuration ?? durationSeconds ?? null;

  function playInline(): void {
    const video = inlineRef.current;
    if (!video) return;
    dispatch({ type: "PLAY" });
    void playSafely(video).then((started) => {
      if (!started) dispatch({ type: "PLAY_FAILED" });
    });
  }

  function togglePlayback(): void {
    if (isPlaying) {
      inlineRef.current?.pause();
      dispatch({ type: "PAUSE" });
    } else {
      playInline();
    }
  }

  function toggleCaptions(): void {
    const next = !captionsOn;
    setCaptionMode(inlineTrackRef.current, next);
    setCaptionsOn(next);
  }

  function handleInlineMetadata(event: SyntheticEvent<HTMLVideoElement>): void {
    const seconds = event.currentTarget.duration;
    if (Number.isFinite(seconds) && seconds > 0) setMetadataDuration(seconds);
  }

  return {
    state,
    dispatch,
    isPlaying,
    hasStarted,
    duration,
    currentTime,
    setCurrentTime,
    captionsOn,
    setCaptionsOn,
    inlineRef,
    inlineTrackRef,
    playInline,
    togglePlayback,
    toggleCaptions,
    handleInlineMetadata,
  };
}

type InlinePlayer = ReturnType<typeof useInlinePlayer>;

export function useOverlayHandover(player: InlinePlayer) {
  const { dispatch, isPlaying, captionsOn, setCaptionsOn, setCurrentTime, inlineRef, inlineTrackRef } =
    player;
  const overlayRef = useRef<HTMLVideoElement | null>(null);
  const overlayTrackRef = useRef<HTMLTrackElement>(null);
  const handoverRef = useRef<Handover>({ position: 0, playing: false, captionsOn: false });

  function expand(): void {
    const video = inlineRef.current;
    handoverRef.current = { position: video?.currentTime ?? 0, playing: isPlaying, captionsOn };
    video?.pause();
    dispatch({ type: "EXPAND" });
  }

  function collapse(): void {
    const overlay = overlayRef.current;
    const position = overlay?.currentTime ?? handoverRef.current.position;
    const playing = overlay ? !overlay.paused && !overlay.ended : false;
    // The overlay's native controls can switch captions too; keep the viewer's last choice.
    const overlayTrack = overlayTrackRef.current?.track;
    const nextCaptionsOn = overlayTrack ? overlayTrack.mode === "showing" : captionsOn;
    overlay?.pause();

    const inline = inlineRef.current;
    if (inline) inline.currentTime = position;
    setCurrentTime(position);
    setCaptionMode(inlineTrackRef.current, nextCaptionsOn);
    setCaptionsOn(nextCaptionsOn);
    dispatch({ type: "COLLAPSE", playing, position });
    if (playing && inline) {
      void playSafely(inline).then((started) => {
        if (!started) dispatch({ type: "PLAY_FAILED" });
      });
    }
  }

  // A stable callback ref: it runs once when the overlay's video mounts (after its <track>).
  const attachOverlay = useCallback((video: HTMLVideoElement | null) => {
    overlayRef.current = video;
    if (!video) return;
    const handover = handoverRef.current;
    // Before metadata loads this sets the default start position, which browsers then seek to.
    video.currentTime = handover.position;
    setCaptionMode(overlayTrackRef.current, handover.captionsOn);
    if (handover.playing) void playSafely(video);
  }, []);

  function handleOverlayMetadata(event: SyntheticEvent<HTMLVideoElement>): void {
    const video = event.currentTarget;
    const { position } = handoverRef.current;
    if (video.currentTime === 0 && position > 0) video.currentTime = position;
  }

  return { expand, collapse, attachOverlay, overlayTrackRef, handleOverlayMetadata };
}

export type PlayerRequest = "play" | "captions" | "expand";

/** The facade's press, carried out once the player mounts, with focus on the player's own control for it. */
export function useFacadeRequest(
  request: PlayerRequest | undefined,
  player: InlinePlayer,
  overlay: Pick<ReturnType<typeof useOverlayHandover>, "expand">,
) {
  const playbackButtonRef = useRef<HTMLButtonElement>(null);
  const captionsButtonRef = useRef<HTMLButtonElement>(null);
  const pending = useRef(request);
  useEffect(() => {
    const pressed = pending.current;
    pending.current = undefined;
    if (pressed === "play") {
      player.playInline();
      playbackButtonRef.current?.focus();
    } else if (pressed === "captions") {
      player.toggleCaptions();
      captionsButtonRef.current?.focus();
    } else if (pressed === "expand") {
      overlay.expand();
    }
  });
  return { playbackButtonRef, captionsButtonRef };
}
