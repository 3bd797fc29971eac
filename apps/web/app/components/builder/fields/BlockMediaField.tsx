import type { MediaItem } from "@fooddir/contract";
import { MediaField } from "../../content/MediaField.tsx";

type Props = {
  label: string;
  value: MediaItem | number | null | undefined;
  onChange: (value: MediaItem | null) => void;
};

/**
 * An image prop of a block: the media library picker (browse, search, upload with progress).
 * The editor holds media items; saving reduces them to ids (lib/builder/document.ts).
 */
export function BlockMediaField({ label, value, onChange }: Props) {
  const item = value && typeof value === "object" ? value : null;
  return <MediaField label={label} value={item} onChange={onChange} />;
}
