import type { ReactNode } from "react";
import type { Blocker } from "react-router";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

type Props = {
  /** The blocker of the screen's unsaved-changes guard (`useUnsavedGuard`). */
  blocker: Blocker;
  /** What is lost by leaving, in the screen's words. */
  children: ReactNode;
  /** The question, when the screen's work is not a save (e.g. "Leave without inviting?"). */
  title?: string;
};

/** "Leave without saving?" while a navigation is blocked: Stay resets it, Leave lets it proceed. */
export function UnsavedChangesDialog({
  blocker,
  children,
  title = "Leave without saving?",
}: Props) {
  return (
    <ConfirmDialog
      opened={blocker.state === "blocked"}
      title={title}
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
