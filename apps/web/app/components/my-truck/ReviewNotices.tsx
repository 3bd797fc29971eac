import type { Post } from "@fooddir/contract";
import { Stack, Text } from "@mantine/core";
import { IconClockHour4, IconMessageExclamation } from "@tabler/icons-react";
import { useRejection } from "../../lib/my-truck/use-member-edit.ts";
import { exactDateTime, parseApiDate } from "../panel/DateTime.tsx";
import { Notice } from "../panel/Notice.tsx";

/** "2027-03-14 09:00" of an API date (the notice's words), or the text as sent. */
function when(value: string): string {
  const date = parseApiDate(value);
  return date ? exactDateTime(date).slice(0, 16) : value;
}

/**
 * Above a vendor's form: its change waiting for review (the form holds it; visitors see the live
 * version) and staff's request for changes when they rejected the last one.
 */
export function ReviewNotices({ live }: { live: Post }) {
  const rejection = useRejection(live.id, true);
  const pending = live.pending_revision;
  if (!pending && !rejection) return null;
  return (
    <Stack gap="sm">
      {pending ? (
        <Notice color="yellow" icon={IconClockHour4} title="Waiting for review" role="status">
          Your change of {when(pending.created_at)} waits for review. Visitors see the live version.
        </Notice>
      ) : null}
      {rejection ? (
        <Notice color="red" icon={IconMessageExclamation} title="Changes requested">
          <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
            Staff asked for changes: {rejection.message}
          </Text>
        </Notice>
      ) : null}
    </Stack>
  );
}
