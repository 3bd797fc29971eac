import type { AuditEntity, AuditEntry } from "@fooddir/contract";

/** The kinds of the audit log as people call them (the contract's `entity`). */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  session: "Sign-in",
  account: "Account",
  post: "Content",
  media: "Media",
  taxonomy: "Categories and tags",
  settings: "Settings",
  domain: "Site",
  user: "Users",
  submission: "Submissions",
  location: "Locations",
  stop: "Stops",
  catering: "Catering",
};

/** The name of a kind, or the key itself for a kind this build does not know. */
export function entityLabel(entity: string): string {
  return AUDIT_ENTITY_LABELS[entity as AuditEntity] ?? entity;
}

const ACTION_LABELS: Record<string, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  trash: "Trashed",
  restore: "Restored",
  revert: "Restored a version",
  publish: "Published",
  unpublish: "Unpublished",
};

/** An action as people say it: "sign-in-failed" -> "Failed sign-in", "move-up" -> "Move up". */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[-_]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}

/** Actions shown in red (something went wrong or went away). */
export function isWarningAction(action: string): boolean {
  return action === "sign-in-failed" || action === "delete" || action === "trash";
}

/**
 * Who did it: the user's name as the entry stored it (the name of that time, not the user's
 * current one), else what a missing user means for that entry (a failed sign-in of an unknown
 * address, the scheduler's publishing, or a user deleted since).
 */
export function actorName(entry: Pick<AuditEntry, "user" | "action">): string {
  if (entry.user) {
    const name = entry.user.name.trim();
    return name || `User ${entry.user.id}`;
  }
  if (entry.action.startsWith("sign-in")) return "Unknown address";
  if (entry.action === "publish" || entry.action === "unpublish") return "Scheduler";
  return "Deleted user";
}

/** The export's file name when the response does not name one: `audit-log-YYYY-MM-DD.csv`. */
export function defaultAuditExportName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `audit-log-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
