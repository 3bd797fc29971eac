import { CATERING_EXPORT_MAX, type CateringRequestFilters } from "@fooddir/contract";
import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringRequests } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { csvFileName, csvOf } from "../../http/csv.ts";
import {
  type CateringRequestRow,
  cateringRequestColumns,
  cateringRequestsWhere,
  cuisineNames,
} from "./catering-rows.ts";

export const CATERING_CSV_COLUMNS = [
  "id",
  "created_at",
  "status",
  "name",
  "email",
  "phone",
  "event_date",
  "start_time",
  "end_time",
  "guests",
  "budget_min",
  "budget_max",
  "address",
  "cuisines",
  "dietary",
  "notes",
  "matched",
  "quoted",
  "best_quote",
] as const;

/**
 * GET /api/catering-requests/export: the tenant's requests matching the list's filters, newest
 * first (at most CATERING_EXPORT_MAX), as CSV text with a header line, one line per request.
 * Cuisines (their names) and dietary needs are joined with "; "; `matched` and `quoted` count
 * the trucks asked and the quotes; `best_quote` is the lowest price quoted (empty without one).
 * Cells are written as the submissions export writes them (formula-safe, quoted as needed).
 */
export async function exportCateringRequests(
  db: Db,
  tenant: Tenant,
  filters: CateringRequestFilters,
): Promise<string> {
  const rows = (await db
    .select({
      ...cateringRequestColumns,
      best_quote: sql<
        number | null
      >`(select min(m.quote_price) from catering_matches m where m.request_id = "catering_requests"."id")`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
    })
    .from(cateringRequests)
    .where(cateringRequestsWhere(tenant, filters))
    .orderBy(desc(cateringRequests.created_at), desc(cateringRequests.id))
    .limit(CATERING_EXPORT_MAX)) as (CateringRequestRow & { best_quote: number | null })[];
  const names = await cuisineNames(
    db,
    tenant,
    rows.flatMap((r) => r.cuisines ?? []),
  );
  const optional = (n: number | null) => (n === null ? "" : n);
  return csvOf(CATERING_CSV_COLUMNS, rows, (row) => [
    row.id,
    row.created_at.toISOString(),
    row.status,
    row.name,
    row.email,
    row.phone,
    row.event_date,
    row.start_time,
    row.end_time,
    row.guests,
    optional(row.budget_min),
    optional(row.budget_max),
    row.address,
    (row.cuisines ?? []).flatMap((id) => names.get(id) ?? []).join("; "),
    (row.dietary ?? []).join("; "),
    row.notes,
    row.matches_count,
    row.quotes_count,
    optional(row.best_quote),
  ]);
}

/** `catering-requests-<host>-<YYYY-MM-DD>.csv`, the date in UTC; only safe characters of the host. */
export const cateringExportFileName = (host: string, now = new Date()) =>
  csvFileName("catering-requests", host, now);
