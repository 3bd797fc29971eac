import type { AuditEntity } from "@fooddir/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema.ts";

/** The longest summary kept; longer ones are cut with an ellipsis. */
export const AUDIT_SUMMARY_MAX = 500;

/**
 * The actor columns of an entry by `userId`: the user's name ("firstname lastname", trimmed, as
 * migration 0014 backfilled older entries) and email as they are when the entry is written, read
 * in the INSERT itself. A later rename never changes the entry; "" for no user.
 */
export function actorColumns(userId: number | null): { actor_name: SQL; actor_email: SQL } {
  if (userId === null) return { actor_name: sql`''`, actor_email: sql`''` };
  const of = (value: SQL) =>
    sql`coalesce((select ${value} from ${users} where ${users.id} = ${userId}), '')`;
  return {
    actor_name: of(sql`trim(${users.firstname} || ' ' || ${users.lastname})`),
    actor_email: of(sql`${users.email}`),
  };
}

/**
 * Writes one audit entry of a domain (contract.md "Audit log") with the actor's name and email
 * of that moment (actorColumns). `userId` null: a failed sign-in of an unknown address, or the
 * scheduler. Callers that must not fail because of the log (the write hook, sign-ins) catch its
 * errors themselves.
 */
export async function recordAudit(
  db: Db,
  entry: {
    domainId: number;
    userId: number | null;
    action: string;
    entity: AuditEntity;
    entityId?: number | null;
    summary: string;
    at?: Date;
  },
): Promise<void> {
  const summary =
    entry.summary.length > AUDIT_SUMMARY_MAX
      ? `${entry.summary.slice(0, AUDIT_SUMMARY_MAX - 1)}…`
      : entry.summary;
  await db.insert(auditLog).values({
    domain_id: entry.domainId,
    user_id: entry.userId,
    ...actorColumns(entry.userId),
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    summary,
    ...(entry.at ? { at: entry.at } : {}),
  });
}
