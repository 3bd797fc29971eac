import type { SpacerBlockProps } from "./types.ts";

/** Extra vertical space (hidden from assistive technology). */
export function SpacerBlock({ size }: SpacerBlockProps) {
  return <div className={`blk-spacer blk-spacer--${size}`} aria-hidden="true" />;
}
