import { IconToolsKitchen2 } from "@tabler/icons-react";
import { ListEmpty } from "../panel/ListEmpty.tsx";

/** The empty pipeline: no request at all yet, or none matching the filters (with Clear). */
export function CateringRequestEmpty(props: { filtered: boolean; onClear: () => void }) {
  return (
    <ListEmpty
      {...props}
      icon={<IconToolsKitchen2 size={28} />}
      title="No catering requests yet"
      text="They arrive when visitors send the Book a truck form."
      noMatchTitle="No request matches these filters"
      noMatchText="Try another search, status or date range, or clear the filters."
    />
  );
}
