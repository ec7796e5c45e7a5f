"use client";

import type { PromoVideoProps } from "./promo-video";
import type { PlayerRequest } from "./use-promo-video";
import { ExpandButton, VideoControls, VideoThumbnail } from "./video-controls";
import { VideoFrame } from "./video-frame";

/**
 * The promo video as it looks before anyone presses play — thumbnail, play button, duration, captions
 * and expand — without the player behind it: no <video> element (nothing fetched for it), no dialog
 * code. Pressing a control asks for the player (`onRequest`); pointing at or focusing the box starts
 * fetching it (`onPrepare`), so it is usually there by the time of the press.
 */
export function VideoFacade({
  title,
  poster,
  captions,
  durationSeconds,
  loading,
  onRequest,
  onPrepare,
}: Omit<PromoVideoProps, "sources"> & {
  loading: boolean;
  onRequest: (request: PlayerRequest) => void;
  onPrepare: () => void;
}) {
  return (
    <div onPointerEnter={onPrepare} onFocus={onPrepare} onTouchStart={onPrepare}>
      <VideoFrame
        title={title}
        screen={
          <VideoThumbnail title={title} poster={poster} loading={loading} onPlay={() => onRequest("play")} />
        }
      >
        <VideoControls
          isPlaying={false}
          hasStarted={false}
          currentTime={0}
          duration={durationSeconds ?? null}
          hasCaptions={captions !== undefined}
          captionsOn={false}
          onTogglePlayback={() => onRequest("play")}
          onToggleCaptions={() => onRequest("captions")}
          expandButton={<ExpandButton aria-haspopup="dialog" onClick={() => onRequest("expand")} />}
        />
      </VideoFrame>
    </div>
  );
}
