import type { ComponentProps, Ref } from "react";

export interface VideoSource {
  src: string;
  type: "video/webm" | "video/mp4";
}

export interface VideoCaptions {
  src: string;
  srcLang: string;
  label: string;
}

type MediaElementProps = Pick<
  ComponentProps<"video">,
  "controls" | "className" | "onPlay" | "onPause" | "onEnded" | "onLoadedMetadata" | "onTimeUpdate"
>;

export interface VideoMediaProps extends MediaElementProps {
  sources: VideoSource[];
  poster?: string;
  captions?: VideoCaptions;
  videoRef: Ref<HTMLVideoElement>;
  trackRef: Ref<HTMLTrackElement>;
}

// `preload="metadata"` fetches only what the duration needs; `playsInline` stops iOS forcing its own full screen.
export function VideoMedia({
  sources,
  poster,
  captions,
  videoRef,
  trackRef,
  ...mediaProps
}: VideoMediaProps) {
  return (
    <video ref={videoRef} poster={poster} preload="metadata" playsInline {...mediaProps}>
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
      {captions ? (
        <track
          ref={trackRef}
          kind="captions"
          src={captions.src}
          srcLang={captions.srcLang}
          label={captions.label}
          default={false}
        />
      ) : null}
      Your browser does not support the video tag.
    </video>
  );
}
