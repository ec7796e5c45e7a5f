"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Captions, Maximize2, Pause, Play } from "lucide-react";
import { useCallback, useReducer, useRef, useState, type SyntheticEvent } from "react";
import { cn } from "@/lib/utils/cn";
import { formatDuration } from "./format-duration";
import { playSafely } from "./play-safely";
import { initialVideoState, videoReducer } from "./video-state";
import { VideoMedia, type VideoCaptions, type VideoSource } from "./video-media";
import { VideoOverlay } from "./video-overlay";

export interface PromoVideoProps {
  title: string;
  sources: VideoSource[];
  poster?: string;
  captions?: VideoCaptions;
  /** Shown until the file's metadata gives the real duration. */
  durationSeconds?: number;
  className?: string;
}

/** What the overlay takes over from the inline player when it opens. */
interface Handover {
  position: number;
  playing: boolean;
  captionsOn: boolean;
}

const controlButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15";

function setCaptionMode(trackElement: HTMLTrackElement | null, on: boolean): void {
  // `track` is always present in browsers; the guard keeps engines without TextTrack support quiet.
  const textTrack = trackElement?.track;
  if (textTrack) textTrack.mode = on ? "showing" : "hidden";
}

/**
 * The landing page's promo video (SPEC.md §2 Landing "Video", §4): a thumbnail until the viewer
 * starts it, then inline playback with our own controls, and an expanded overlay that picks up
 * at the same time position and hands it back when closed.
 */
export function PromoVideo({
  title,
  sources,
  poster,
  captions,
  durationSeconds,
  className,
}: PromoVideoProps) {
  const [state, dispatch] = useReducer(videoReducer, initialVideoState);
  const [metadataDuration, setMetadataDuration] = useState<number | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [captionsOn, setCaptionsOn] = useState(false);
  const inlineRef = useRef<HTMLVideoElement>(null);
  const inlineTrackRef = useRef<HTMLTrackElement>(null);
  const overlayRef = useRef<HTMLVideoElement | null>(null);
  const overlayTrackRef = useRef<HTMLTrackElement>(null);
  const handoverRef = useRef<Handover>({ position: 0, playing: false, captionsOn: false });

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

  function handleInlineMetadata(event: SyntheticEvent<HTMLVideoElement>): void {
    const seconds = event.currentTarget.duration;
    if (Number.isFinite(seconds) && seconds > 0) setMetadataDuration(seconds);
  }

  return (
    <figure
      className={cn("overflow-hidden rounded-2xl bg-slate-900 shadow-lg ring-1 ring-slate-900/10", className)}
    >
      <figcaption className="sr-only">{title}</figcaption>
      <div className="relative aspect-video bg-black">
        <VideoMedia
          sources={sources}
          poster={poster}
          captions={captions}
          videoRef={inlineRef}
          trackRef={inlineTrackRef}
          className="size-full"
          // The element's own events keep the state right when playback changes outside our
          // buttons (media keys, the end of the file).
          onPlay={() => dispatch({ type: "PLAY" })}
          onPause={() => dispatch({ type: "PAUSE" })}
          onEnded={() => dispatch({ type: "ENDED" })}
          onLoadedMetadata={handleInlineMetadata}
          onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
        />
        {state.status === "thumbnail" ? (
          <button
            type="button"
            onClick={playInline}
            className={cn(
              "absolute inset-0 flex flex-col items-center justify-center gap-3 text-white",
              poster ? "bg-black/40" : "bg-linear-to-br from-brand-700 to-brand-900",
            )}
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-brand-600 shadow-lg ring-4 ring-white/30">
              <Play aria-hidden="true" className="size-8 translate-x-0.5" />
            </span>
            <span className="text-base font-semibold drop-shadow">Click to play video</span>
            <span className="sr-only"> ({title})</span>
          </button>
        ) : null}
      </div>

      <Dialog.Root open={state.status === "expanded"} onOpenChange={(open) => (open ? expand() : collapse())}>
        <div className="flex items-center gap-1 px-2 py-1 text-white">
          <button
            type="button"
            aria-label={isPlaying ? "Pause video" : "Play video"}
            onClick={togglePlayback}
            className={controlButton}
          >
            {isPlaying ? (
              <Pause aria-hidden="true" className="size-5" />
            ) : (
              <Play aria-hidden="true" className="size-5" />
            )}
          </button>
          <p className="px-1 text-sm tabular-nums">
            {hasStarted ? (
              <>
                <span className="sr-only">Elapsed: </span>
                <span>{formatDuration(currentTime)}</span>
              </>
            ) : null}
            {hasStarted && duration !== null ? <span aria-hidden="true"> / </span> : null}
            {duration === null ? null : (
              <>
                <span className="sr-only">{hasStarted ? ", duration: " : "Duration: "}</span>
                <span>{formatDuration(duration)}</span>
              </>
            )}
          </p>
          <span className="flex-1" />
          {captions ? (
            <button
              type="button"
              aria-label="Captions"
              aria-pressed={captionsOn}
              onClick={toggleCaptions}
              className={cn(controlButton, captionsOn && "bg-white/20")}
            >
              <Captions aria-hidden="true" className="size-5" />
            </button>
          ) : null}
          <Dialog.Trigger asChild>
            <button type="button" aria-label="Expand video" className={controlButton}>
              <Maximize2 aria-hidden="true" className="size-5" />
            </button>
          </Dialog.Trigger>
        </div>
        <VideoOverlay
          title={title}
          sources={sources}
          poster={poster}
          captions={captions}
          videoRef={attachOverlay}
          trackRef={overlayTrackRef}
          onLoadedMetadata={handleOverlayMetadata}
        />
      </Dialog.Root>
    </figure>
  );
}
