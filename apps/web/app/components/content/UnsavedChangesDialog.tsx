import type { ReactNode } from "react";
import type { Blocker } from "react-router";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

type Props = {
  /** The blocker of the screen's unsaved-changes guard (`useUnsavedGuard`). */
  blocker: Blocker;
  /** What is lost by leaving, in the screen's words. */
  children: ReactNode;
};

/** "Leave without saving?" while a navigation is blocked: Stay resets it, Leave lets it proceed. */
export function UnsavedChangesDialog({ blocker, children }: Props) {
  return (
    <ConfirmDialog
      opened={blocker.state === "blocked"}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      danger
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      {children}
    </ConfirmDialog>
  );
}
