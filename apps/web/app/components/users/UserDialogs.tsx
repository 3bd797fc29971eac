import type { UserItem } from "@fooddir/contract";
import { fullName } from "../../lib/users/permissions.ts";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";

type Props = {
  opened: boolean;
  /** Kept while the dialog closes, so its text does not flicker. */
  user: UserItem | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** "Delete Jane Doe?" before DELETE /api/users/{id}. */
export function DeleteUserDialog({ opened, user, loading, onClose, onConfirm }: Props) {
  const name = user ? fullName(user) : "this user";
  return (
    <ConfirmDialog
      opened={opened}
      title={`Delete ${name}?`}
      confirmLabel="Delete user"
      danger
      loading={loading}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      They lose access at once and are signed out everywhere. Their email address can be invited
      again later. This cannot be undone.
    </ConfirmDialog>
  );
}

/** "Disable Jane Doe?" / "Enable Jane Doe?" before switching the disabled flag. */
export function ToggleUserDialog({ opened, user, loading, onClose, onConfirm }: Props) {
  const name = user ? fullName(user) : "this user";
  const enabling = Boolean(user?.disabled);
  return (
    <ConfirmDialog
      opened={opened}
      title={enabling ? `Enable ${name}?` : `Disable ${name}?`}
      confirmLabel={enabling ? "Enable" : "Disable"}
      danger={!enabling}
      loading={loading}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {enabling
        ? "They can sign in again with their password and get their role and sites back."
        : "They are signed out everywhere at once and can't sign in until you enable them again. Nothing is deleted."}
    </ConfirmDialog>
  );
}
