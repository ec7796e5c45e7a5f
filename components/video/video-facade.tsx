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

export function PromoVideoSection(props: PromoVideoProps) {
  return (
    <LazyPromoVideo {...props}>
      <VideoFacade {...props} />
    </LazyPromoVideo>
  );
}
