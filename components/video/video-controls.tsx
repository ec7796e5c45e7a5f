"use client";

// The promo video's control bar (play/pause, elapsed and total time, captions, expand) and the
// thumbnail button shown until the viewer starts the video (docs/product-rules.md §2 Landing "Video").
import * as Dialog from "@radix-ui/react-dialog";
import { Captions, Maximize2, Pause, Play } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

import { formatDuration } from "./format-duration";

const controlButton = "rounded-full text-white hover:bg-white/15 hover:text-white";

export type VideoControlsProps = {
  isPlaying: boolean;
  hasStarted: boolean;
  currentTime: number;
  duration: number | null;
  hasCaptions: boolean;
  captionsOn: boolean;
  onTogglePlayback: () => void;
  onToggleCaptions: () => void;
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

/** Rendered inside the overlay's Dialog.Root: the expand button is its trigger. */
export function VideoControls(props: VideoControlsProps) {
  const { isPlaying, hasCaptions, captionsOn } = props;
  return (
    <div className="flex items-center gap-1 px-2 py-1 text-white">
      <Button
        variant="ghost"
        size="icon"
        aria-label={isPlaying ? "Pause video" : "Play video"}
        onClick={props.onTogglePlayback}
        className={controlButton}
      >
        {isPlaying ? (
          <Pause aria-hidden="true" className="size-5" />
        ) : (
          <Play aria-hidden="true" className="size-5" />
        )}
      </Button>
      <TimeReadout hasStarted={props.hasStarted} currentTime={props.currentTime} duration={props.duration} />
      <span className="flex-1" />
      {hasCaptions ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Captions"
          aria-pressed={captionsOn}
          onClick={props.onToggleCaptions}
          className={cn(controlButton, captionsOn && "bg-white/20")}
        >
          <Captions aria-hidden="true" className="size-5" />
        </Button>
      ) : null}
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Expand video" className={controlButton}>
          <Maximize2 aria-hidden="true" className="size-5" />
        </Button>
      </Dialog.Trigger>
    </div>
  );
}

export type VideoThumbnailProps = { title: string; poster?: string; onPlay: () => void };

/**
 * docs/product-rules.md §2: "Thumbnail fallback text 'Click to play video'". The poster is an image of
 * its own here rather than the video's `poster`: fetched lazily at low priority, so on a phone (where
 * the video is below the fold) it never competes with the page's text for the first paint.
 */
export function VideoThumbnail({ title, poster, onPlay }: VideoThumbnailProps) {
  return (
    <button
      type="button"
      onClick={onPlay}
      className={cn(
        "absolute inset-0 flex flex-col items-center justify-center gap-3 text-white",
        poster ? "bg-black" : "bg-linear-to-br from-brand-700 to-brand-900",
      )}
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
        <Play aria-hidden="true" className="size-8 translate-x-0.5" />
      </span>
      <span className="relative text-base font-semibold drop-shadow">Click to play video</span>
      <span className="sr-only"> ({title})</span>
    </button>
  );
}
