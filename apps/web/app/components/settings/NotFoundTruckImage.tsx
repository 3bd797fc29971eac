import type { MediaItem } from "@fooddir/contract";
import { MediaField } from "../content/MediaField.tsx";
import { FieldError } from "../panel/FieldError.tsx";

type Props = {
  value: MediaItem | null;
  error?: string;
  onChange: (item: MediaItem | null) => void;
};

/** The truck image of the not-found page: a preview card with Choose / Remove. */
export function NotFoundTruckImage({ value, error, onChange }: Props) {
  return (
    <div>
      <MediaField
        label="Truck image"
        value={value}
        onChange={onChange}
        emptyText="No image: the page shows without a truck."
        pickerTitle="Choose the truck image"
        wide
      />
      <FieldError error={error} />
    </div>
  );
}
