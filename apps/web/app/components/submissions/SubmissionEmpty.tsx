import { IconInbox } from "@tabler/icons-react";
import { ListEmpty } from "../panel/ListEmpty.tsx";

/** The empty list: none at all yet, or none matching the filters (with Clear). */
export function SubmissionEmpty(props: { filtered: boolean; onClear: () => void }) {
  return (
    <ListEmpty
      {...props}
      icon={<IconInbox size={28} />}
      title="No submissions yet"
      text="They arrive when visitors send the join, catering or contact form."
      noMatchTitle="No submission matches these filters"
      noMatchText="Try another search, form or date range, or clear the filters."
    />
  );
}
