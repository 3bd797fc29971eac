import { Button, Group, Paper, Text } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { apiErrorBody } from "../../lib/api/errors.ts";
import { formatCount } from "../../lib/content/format.ts";
import { useUnsavedGuard } from "../../lib/navigation/use-unsaved-guard.ts";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";
import { UnsavedChangesDialog } from "../content/UnsavedChangesDialog.tsx";
import { LoadError } from "../panel/LoadError.tsx";

/** Pieces shared by the Colors, Options and SEO tabs of /panel/site-options. */

/** The failed load of a tab: the server's message and a retry button. */
export function SettingsLoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <LoadError
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={`The ${what} could not be loaded.`}
      onRetry={onRetry}
    >
      {apiErrorBody(error)?.message}
    </LoadError>
  );
}

type SaveBarProps = {
  changes: number;
  saving: boolean;
  onSave: () => void;
  onReset: () => void;
  /** "Discard" (asks first) or "Reset" (restores at once). */
  resetLabel?: "Discard" | "Reset";
};

/** Unsaved-changes count with Save and Discard/Reset; sticks to the bottom while scrolling. */
export function SettingsSaveBar({
  changes,
  saving,
  onSave,
  onReset,
  resetLabel = "Discard",
}: SaveBarProps) {
  const [confirming, setConfirming] = useState(false);
  const asks = resetLabel === "Discard";
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      shadow={changes > 0 ? "sm" : undefined}
      style={{ position: "sticky", bottom: "var(--mantine-spacing-sm)", zIndex: 3 }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text
          size="sm"
          fw={changes > 0 ? 600 : undefined}
          c={changes > 0 ? undefined : "dimmed"}
          role="status"
        >
          {changes > 0 ? formatCount(changes, "unsaved change") : "No unsaved changes"}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="default"
            disabled={changes === 0 || saving}
            onClick={() => (asks ? setConfirming(true) : onReset())}
          >
            {resetLabel}
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            disabled={changes === 0}
            loading={saving}
            onClick={onSave}
          >
            Save
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Discard unsaved changes?"
        confirmLabel="Discard"
        danger
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onReset();
        }}
      >
        {formatCount(changes, "unsaved change")} will be lost.
      </ConfirmDialog>
    </Paper>
  );
}

/**
 * Asks before leaving the tab (another tab or page) or closing the window with unsaved changes.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useUnsavedGuard(dirty, undefined, { search: true });
  return (
    <UnsavedChangesDialog blocker={blocker}>
      Your unsaved changes on this tab will be lost.
    </UnsavedChangesDialog>
  );
}
