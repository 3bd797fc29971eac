import { type AuditEntry, type AuditFilters, parseDateTime } from "@fooddir/contract";
import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import { auditLog } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { validationFailed } from "../../http/errors.ts";

// What the audit log's list and export share: the columns they read, the entry shape, the filters.

export const auditColumns = {
  id: auditLog.id,
  at: auditLog.at,
  user_id: auditLog.user_id,
  actor_name: auditLog.actor_name,
  actor_email: auditLog.actor_email,
  action: auditLog.action,
  entity: auditLog.entity,
  entity_id: auditLog.entity_id,
  summary: auditLog.summary,
};

export type AuditRow = {
  id: number;
  at: Date;
  user_id: number | null;
  actor_name: string;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: number | null;
  summary: string;
};

/**
 * An entry as the API answers it. The user is who acted as the entry stored them (actor_name,
 * actor_email: the name and address at that time, never the user's current ones). The stored
 * name is "firstname lastname" in one text, so `firstname` carries all of it and `lastname` is
 * "" (splitting at a space would guess wrong for "Mary Ann"); `name` is the same text.
 */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    user:
      row.user_id === null
        ? null
        : {
            id: row.user_id,
            firstname: row.actor_name,
            lastname: "",
            name: row.actor_name,
            email: row.actor_email,
          },
    action: row.action,
    entity: row.entity as AuditEntry["entity"],
    entity_id: row.entity_id,
    summary: row.summary,
  };
}

const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;

/**
 * A filter date as the instant range it covers, in UTC: a date alone is the whole day, a time
 * is that second. Null when the text names no real day ("2027-02-30").
 */
function rangeOf(value: string): { start: Date; end: Date } | null {
  const dateOnly = value.length === 10;
  const start = parseDateTime(dateOnly ? `${value} 00:00:00` : value);
  if (!start) return null;
  return { start, end: new Date(start.getTime() + (dateOnly ? DAY_MS : SECOND_MS)) };
}

/**
 * The tenant's audit entries matching the filters: one user, one kind, between the two dates
 * (UTC, both ends inclusive; a date alone means its whole day). A date that does not exist is
 * a 422 at its field.
 */
export function auditWhere(tenant: Tenant, filters: AuditFilters): SQL {
  const conditions: SQL[] = [tenantWhere(tenant, auditLog.domain_id)];
  if (filters.user_id !== undefined) conditions.push(eq(auditLog.user_id, filters.user_id));
  if (filters.entity) conditions.push(eq(auditLog.entity, filters.entity));
  const errors: Record<string, string[]> = {};
  const start = filters.startDate ? rangeOf(filters.startDate) : null;
  if (filters.startDate && !start) errors.startDate = ["The start date does not exist."];
  const end = filters.endDate ? rangeOf(filters.endDate) : null;
  if (filters.endDate && !end) errors.endDate = ["The end date does not exist."];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  if (start) conditions.push(gte(auditLog.at, start.start));
  if (end) conditions.push(lt(auditLog.at, end.end));
  return and(...conditions) as SQL;
}
