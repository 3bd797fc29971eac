import { type AnalyticsItem, MAX_ANALYTICS_ITEMS } from "@fooddir/contract";
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconChartBar, IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { itemLabel } from "../../lib/settings/analytics.ts";
import { settingsApi, settingsKeys } from "../../lib/settings/api.ts";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";
import { EmptyState } from "../panel/EmptyState.tsx";
import { LoadError } from "../panel/LoadError.tsx";
import { type AnalyticsEditing, AnalyticsModal } from "./AnalyticsModal.tsx";
import { AnalyticsTable } from "./AnalyticsTable.tsx";
import { useSettingsDelete } from "./use-settings-delete.ts";

/** Site options > Analytics: the domain's tracking and verification snippets (roles 1-2). */
export function AnalyticsTab() {
  const list = useQuery({ queryKey: settingsKeys.analytics, queryFn: settingsApi.analytics });
  const [editing, setEditing] = useState<AnalyticsEditing>(null);
  const { deleting, setDeleting, confirm } = useSettingsDelete(
    (item: AnalyticsItem) => settingsApi.deleteAnalytics(item.id),
    (item) => `“${itemLabel(item)}” deleted.`,
  );
  const limitId = useId();

  const items = list.data ?? [];
  const full = items.length >= MAX_ANALYTICS_ITEMS;
  const addButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      disabled={full}
      aria-describedby={full ? limitId : undefined}
      onClick={() => setEditing({ item: null })}
    >
      Add snippet
    </Button>
  );

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <Stack gap="sm" p="md" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = (
      <LoadError
        title="The analytics snippets could not be loaded"
        m="md"
        onRetry={() => list.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<IconChartBar size={28} />}
        title="No snippets yet"
        text="Add an analytics script, a verification meta tag or a noscript pixel."
        action={addButton}
      />
    );
  } else {
    body = (
      <AnalyticsTable
        items={items}
        onEdit={(item) => setEditing({ item })}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <Stack gap="md">
      <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        Snippets run on every public page of this domain. Only site admins can add them.
      </Alert>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.isSuccess ? `${items.length} of ${MAX_ANALYTICS_ITEMS} snippets` : "\u00a0"}
        </Text>
        {list.isSuccess && items.length > 0 ? addButton : null}
      </Group>
      {full ? (
        <Text id={limitId} size="sm" c="dimmed">
          A site can have at most {MAX_ANALYTICS_ITEMS} snippets. Delete one to add another.
        </Text>
      ) : null}
      <Paper withBorder radius="lg" p={0} style={{ overflow: "hidden" }}>
        {body}
      </Paper>

      <AnalyticsModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog {...confirm} title="Delete this snippet?" confirmLabel="Delete" danger>
        <strong>{deleting ? itemLabel(deleting) : ""}</strong> will be deleted. The snippet is
        removed from every page of the site.
      </ConfirmDialog>
    </Stack>
  );
}
