"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { Ref } from "react";

import { X } from "./icons";
import { VideoMedia, type VideoMediaProps } from "./video-media";

export interface VideoOverlayProps extends Omit<VideoMediaProps, "videoRef" | "trackRef" | "className"> {
  title: string;
  videoRef: Ref<HTMLVideoElement>;
  trackRef: Ref<HTMLTrackElement>;
}

/** Must sit inside the player's `Dialog.Root`; its video uses the browser's own accessible, captioned controls. */
export function VideoOverlay({ title, videoRef, trackRef, ...media }: VideoOverlayProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay data-testid="video-overlay-backdrop" className="fixed inset-0 z-50 bg-black/90" />
      {/* Sized so a 16:9 video fits the viewport below the title bar, from 320 px wide upwards. */}
      <Dialog.Content
        aria-describedby={undefined}
        className="fixed top-1/2 left-1/2 z-50 w-[min(calc(100vw_-_2rem),calc((100dvh_-_6rem)*16/9))] -translate-x-1/2 -translate-y-1/2"
      >
        <div className="mb-2 flex items-center justify-between gap-4">
          <Dialog.Title className="truncate text-base font-semibold text-white">{title}</Dialog.Title>
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Close video"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </Dialog.Close>
        </div>
        <VideoMedia
          {...media}
          controls
          videoRef={videoRef}
          trackRef={trackRef}
          className="aspect-video w-full rounded-lg bg-black"
        />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
