"use client";

import * as Dialog from "@radix-ui/react-dialog";

import { useFacadeRequest, useInlinePlayer, useOverlayHandover, type PlayerRequest } from "./use-promo-video";
import { ExpandButton, VideoControls, VideoThumbnail } from "./video-controls";
import { VideoFrame } from "./video-frame";
import { VideoMedia, type VideoCaptions, type VideoSource } from "./video-media";
import { VideoOverlay } from "./video-overlay";

export interface PromoVideoProps {
  title: string;
  sources: VideoSource[];
  poster?: string;
  captions?: VideoCaptions;
  durationSeconds?: number;
}

// `request` is the facade's press (lazy-promo-video.tsx), carried out once the player is on screen.
export function PromoVideo({
  title,
  sources,
  poster,
  captions,
  durationSeconds,
  request,
}: PromoVideoProps & { request?: PlayerRequest }) {
  const player = useInlinePlayer(durationSeconds);
  const overlay = useOverlayHandover(player);
  const { state, dispatch, isPlaying, hasStarted, duration, currentTime, setCurrentTime, captionsOn } =
    player;
  const { playbackButtonRef, captionsButtonRef } = useFacadeRequest(request, player, overlay);

  return (
    <VideoFrame
      title={title}
      screen={
        <>
          <VideoMedia
            sources={sources}
            // Before playback the thumbnail shows the poster; after it, the video's own frames.
            poster={hasStarted ? poster : undefined}
            captions={captions}
            videoRef={player.inlineRef}
            trackRef={player.inlineTrackRef}
            className="size-full"
            // The element's own events keep the state right when playback changes outside our buttons (media keys, the end).
            onPlay={() => dispatch({ type: "PLAY" })}
            onPause={() => dispatch({ type: "PAUSE" })}
            onEnded={() => dispatch({ type: "ENDED" })}
            onLoadedMetadata={player.handleInlineMetadata}
            onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
          />
          {state.status === "thumbnail" ? (
            <VideoThumbnail
              title={title}
              poster={poster}
              onPlay={() => {
                player.playInline();
                // The thumbnail goes: focus stays in the player, on what now pauses it.
                playbackButtonRef.current?.focus();
              }}
            />
          ) : null}
        </>
      }
    >
      <Dialog.Root
        open={state.status === "expanded"}
        onOpenChange={(open) => (open ? overlay.expand() : overlay.collapse())}
      >
        <VideoControls
          isPlaying={isPlaying}
          hasStarted={hasStarted}
          currentTime={currentTime}
          duration={duration}
          hasCaptions={captions !== undefined}
          captionsOn={captionsOn}
          onTogglePlayback={player.togglePlayback}
          onToggleCaptions={player.toggleCaptions}
          playbackButtonRef={playbackButtonRef}
          captionsButtonRef={captionsButtonRef}
          expandButton={
            <Dialog.Trigger asChild>
              <ExpandButton />
            </Dialog.Trigger>
          }
        />
        <VideoOverlay
          title={title}
          sources={sources}
          poster={poster}
          captions={captions}
          videoRef={overlay.attachOverlay}
          trackRef={overlay.overlayTrackRef}
          onLoadedMetadata={overlay.handleOverlayMetadata}
        />
      </Dialog.Root>
    </VideoFrame>
  );
}
