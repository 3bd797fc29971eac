import type { Location } from "@fooddir/contract";
import { Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";
import { Notice } from "../panel/Notice.tsx";

type Props = {
  /** The location asked about; null: closed. */
  location: Location | null;
  loading: boolean;
  /** Why the API refused the delete (the location is used by stops), shown in the dialog. */
  refusal: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Delete Civic Center Plaza?": the confirmation, and the API's "in use" answer if it refuses. */
export function DeleteLocationDialog({ location, loading, refusal, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      opened={location !== null}
      title={`Delete ${location?.name ?? "this location"}?`}
      confirmLabel="Delete"
      danger
      loading={loading}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <Stack gap="sm">
        <Text size="sm">
          The place is removed from the saved locations. This cannot be undone. A location that
          stops still use cannot be deleted.
        </Text>
        {refusal ? (
          <Notice
            color="red"
            icon={IconAlertCircle}
            title="Not deleted"
            data-testid="location-in-use"
          >
            {refusal}
          </Notice>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
