import { videoEmbedUrl } from "@fooddir/contract";
import { Placeholder } from "./shared.tsx";
import type { VideoBlockProps } from "./types.ts";

/**
 * A YouTube (privacy-enhanced, youtube-nocookie.com) or Vimeo player at 16:9. The frame's
 * address is built from the video id, never taken from the input.
 */
export function VideoBlock({ url, title, editing }: VideoBlockProps) {
  const src = typeof url === "string" ? videoEmbedUrl(url.trim()) : null;
  if (!src) {
    return editing ? <Placeholder label="Video" hint="Paste a YouTube or Vimeo address." /> : null;
  }
  return (
    <div className="blk-video">
      <iframe
        className="blk-video__frame"
        src={src}
        title={title || "Video"}
        loading="lazy"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
