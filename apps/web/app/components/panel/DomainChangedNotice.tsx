import { Button, Group, Text } from "@mantine/core";
import { notify } from "../../lib/notify.ts";

const NOTICE_ID = "domain-changed";

/** What a screen says when another tab switched the session's domain (409 from the API). */
export function DomainChangedNotice() {
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Text size="sm">
        The active domain changed in another tab. Nothing was saved here; reload to continue.
      </Text>
      <Button size="xs" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Group>
  );
}

/** Shows the notice once (until reload): it stays until the user reloads or closes it. */
export function showDomainChanged() {
  notify.warning(<DomainChangedNotice />, {
    toastId: NOTICE_ID,
    autoClose: false,
    closeOnClick: false,
  });
}
