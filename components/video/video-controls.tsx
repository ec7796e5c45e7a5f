// Drawn by the player, and on the server by the facade (video-facade.tsx): no hooks, no "use client". The facade's
// buttons have no handlers; each says what it asks for in `data-request` (lazy-promo-video.tsx).
import type { ComponentProps, ReactNode, Ref } from "react";

import { LoaderCircle } from "@/components/ui/icons";

import { Captions, Maximize2, Pause, Play } from "./icons";

import { formatDuration } from "./format-duration";

// Button's ghost icon button, white and round on the dark bar: written out rather than merged over
// Button's classes, so drawing the bar never starts tailwind-merge (lib/utils/cn.ts).
const controlButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none sm:size-10";

export type VideoControlsProps = {
  isPlaying: boolean;
  hasStarted: boolean;
  currentTime: number;
  duration: number | null;
  hasCaptions: boolean;
  captionsOn: boolean;
  onTogglePlayback?: () => void;
  onToggleCaptions?: () => void;
  expandButton: ReactNode;
  playbackButtonRef?: Ref<HTMLButtonElement>;
  captionsButtonRef?: Ref<HTMLButtonElement>;
};

function TimeReadout({
  hasStarted,
  currentTime,
  duration,
}: Pick<VideoControlsProps, "hasStarted" | "currentTime" | "duration">) {
  return (
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
  );
}

export function ExpandButton(props: ComponentProps<"button">) {
  return (
    <button type="button" aria-label="Expand video" className={controlButton} {...props}>
      <Maximize2 aria-hidden="true" className="size-5" />
    </button>
  );
}

export function VideoControls({
  isPlaying,
  hasStarted,
  currentTime,
  duration,
  hasCaptions,
  captionsOn,
  onTogglePlayback,
  onToggleCaptions,
  expandButton,
  playbackButtonRef,
  captionsButtonRef,
}: VideoControlsProps) {
  return (
    <div className="flex items-center gap-1 px-2 py-1 text-white">
      <button
        ref={playbackButtonRef}
        type="button"
        data-request="play"
        aria-label={isPlaying ? "Pause video" : "Play video"}
        onClick={onTogglePlayback}
        className={controlButton}
      >
        {isPlaying ? (
          <Pause aria-hidden="true" className="size-5" />
        ) : (
          <Play aria-hidden="true" className="size-5" />
        )}
      </button>
      <TimeReadout hasStarted={hasStarted} currentTime={currentTime} duration={duration} />
      <span className="flex-1" />
      {hasCaptions ? (
        <button
          ref={captionsButtonRef}
          type="button"
          data-request="captions"
          aria-label="Captions"
          aria-pressed={captionsOn}
          onClick={onToggleCaptions}
          className={captionsOn ? `${controlButton} bg-white/20` : controlButton}
        >
          <Captions aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      {expandButton}
    </div>
  );
}

export type VideoThumbnailProps = {
  title: string;
  poster?: string;
  onPlay?: () => void;
};

// The poster is an image of its own, not the video's `poster`: fetched lazily at low priority, so on a phone it never
// competes with the page's text for the first paint.
export function VideoThumbnail({ title, poster, onPlay }: VideoThumbnailProps) {
  return (
    <button
      type="button"
      data-request="play"
      onClick={onPlay}
      className={`absolute inset-0 flex flex-col items-center justify-center gap-3 text-white ${
        poster ? "bg-black" : "bg-linear-to-br from-brand-700 to-brand-900"
      }`}
    >
      {poster ? (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- a fixed 16:9 still, served as it is */}
          <img
            src={poster}
            alt=""
            loading="lazy"
            fetchPriority="low"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
          <span aria-hidden="true" className="absolute inset-0 bg-black/40" />
        </>
      ) : null}
      <span className="relative flex size-16 items-center justify-center rounded-full bg-brand-600 shadow-lg ring-4 ring-white/30">
        {/* While the facade fetches the player (data-loading on its wrapper), a spinner. */}
        <Play aria-hidden="true" className="size-8 translate-x-0.5 group-data-loading/video:hidden" />
        <LoaderCircle
          aria-hidden="true"
          className="hidden size-8 animate-spin group-data-loading/video:block motion-reduce:animate-none"
        />
      </span>
      <span className="relative text-base font-semibold drop-shadow">Click to play video</span>
      <span className="sr-only"> ({title})</span>
    </button>
  );
}
