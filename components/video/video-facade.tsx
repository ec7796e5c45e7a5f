// The promo video as it looks before anyone presses play — thumbnail, play button, duration, captions
// and expand — drawn on the server, without the player behind it: no <video> element (nothing
// fetched for it), no player code in the page's JavaScript and nothing of it to hydrate.
import { LazyPromoVideo } from "./lazy-promo-video";
import type { PromoVideoProps } from "./promo-video";
import { ExpandButton, VideoControls, VideoThumbnail } from "./video-controls";
import { VideoFrame } from "./video-frame";

function VideoFacade({ title, poster, captions, durationSeconds }: PromoVideoProps) {
  return (
    <VideoFrame title={title} screen={<VideoThumbnail title={title} poster={poster} />}>
      <VideoControls
        isPlaying={false}
        hasStarted={false}
        currentTime={0}
        duration={durationSeconds ?? null}
        hasCaptions={captions !== undefined}
        captionsOn={false}
        expandButton={<ExpandButton aria-haspopup="dialog" data-request="expand" />}
      />
    </VideoFrame>
  );
}

/** The landing page's promo video: the facade until one of its controls is pressed, then the player. */
export function PromoVideoSection(props: PromoVideoProps) {
  return (
    <LazyPromoVideo {...props}>
      <VideoFacade {...props} />
    </LazyPromoVideo>
  );
}
