import { IconHistory } from "@tabler/icons-react";
import { ListEmpty } from "../panel/ListEmpty.tsx";

/** The empty log: nothing recorded yet, or nothing matching the filters (with Clear). */
export function AuditLogEmpty(props: { filtered: boolean; onClear: () => void }) {
  return (
    <ListEmpty
      {...props}
      icon={<IconHistory size={28} />}
      title="No audit entries yet"
      text="Sign-ins and every change to content, settings and users are recorded here."
      noMatchTitle="No entry matches these filters"
      noMatchText="Try another user, kind or date range, or clear the filters."
    />
  );
}
