import {
  type CateringRequest,
  type CateringRequestFilters,
  type CateringRequestStatus,
  Temporal,
} from "@fooddir/contract";
import { and, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringRequests, cuisineTags } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import { matchesSearch } from "../posts/post-filters.ts";

// What the staff operations on catering requests share: the columns they read, the row shape
// of GET /api/catering-requests, the filters, and instants written in the domain's zone.

/** The request's columns with how many trucks were matched and how many quoted. */
export const cateringRequestColumns = {
  id: cateringRequests.id,
  status: cateringRequests.status,
  name: cateringRequests.name,
  email: cateringRequests.email,
  phone: cateringRequests.phone,
  event_date: cateringRequests.event_date,
  start_time: cateringRequests.start_time,
  end_time: cateringRequests.end_time,
  starts_at: cateringRequests.starts_at,
  ends_at: cateringRequests.ends_at,
  guests: cateringRequests.guests,
  budget_min: cateringRequests.budget_min,
  budget_max: cateringRequests.budget_max,
  address: cateringRequests.address,
  lat: cateringRequests.lat,
  lng: cateringRequests.lng,
  cuisines: cateringRequests.cuisines,
  dietary: cateringRequests.dietary,
  notes: cateringRequests.notes,
  held_reason: cateringRequests.held_reason,
  opened_at: cateringRequests.opened_at,
  booked_member_id: cateringRequests.booked_member_id,
  created_at: cateringRequests.created_at,
  updated_at: cateringRequests.updated_at,
  matches_count:
    sql<number>`(select count(*) from catering_matches m where m.request_id = "catering_requests"."id")`.mapWith(
      Number,
    ),
  quotes_count:
    sql<number>`(select count(*) from catering_matches m where m.request_id = "catering_requests"."id" and m.quote_price is not null)`.mapWith(
      Number,
    ),
};

export type CateringRequestRow = {
  id: number;
  status: string;
  name: string;
  email: string;
  phone: string;
  event_date: string;
  start_time: string;
  end_time: string;
  starts_at: Date;
  ends_at: Date;
  guests: number;
  budget_min: number | null;
  budget_max: number | null;
  address: string;
  lat: number | null;
  lng: number | null;
  cuisines: number[];
  dietary: string[];
  notes: string;
  held_reason: string;
  opened_at: Date | null;
  booked_member_id: number | null;
  created_at: Date;
  updated_at: Date;
  matches_count: number;
  quotes_count: number;
};

/** An instant as ISO 8601 with the zone's offset at that instant: `2027-03-14T18:00:00-07:00`. */
export function isoInZone(instant: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toString({ timeZoneName: "never", smallestUnit: "second" });
}

/** The names of the domain's cuisine tags among `ids` (tags of another domain are left out). */
export async function cuisineNames(
  db: Db,
  tenant: Tenant,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: cuisineTags.id, title: cuisineTags.title })
    .from(cuisineTags)
    .where(and(tenantWhere(tenant, cuisineTags.domain_id), inArray(cuisineTags.id, unique)))
    .orderBy(cuisineTags.id);
  return new Map(rows.map((r) => [r.id, r.title]));
}

/**
 * The event of a request row as every read shows it (contract `cateringEventShape`): times with
 * the zone's offset, cuisines by name (those no longer of the domain left out). No contact.
 */
export function cateringEventOf(
  row: Pick<
    typeof cateringRequests.$inferSelect,
    | "event_date"
    | "start_time"
    | "end_time"
    | "starts_at"
    | "ends_at"
    | "guests"
    | "budget_min"
    | "budget_max"
    | "address"
    | "lat"
    | "lng"
    | "cuisines"
    | "dietary"
    | "notes"
  >,
  timeZone: string,
  names: Map<number, string>,
) {
  return {
    event_date: row.event_date,
    start_time: row.start_time,
    end_time: row.end_time,
    starts_at: isoInZone(row.starts_at, timeZone),
    ends_at: isoInZone(row.ends_at, timeZone),
    guests: row.guests,
    budget_min: row.budget_min,
    budget_max: row.budget_max,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    cuisines: (row.cuisines ?? []).flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    dietary: row.dietary ?? [],
    notes: row.notes,
  };
}

/** A row as GET /api/catering-requests returns it. */
export function toCateringRequest(
  row: CateringRequestRow,
  timeZone: string,
  names: Map<number, string>,
): CateringRequest {
  return {
    id: row.id,
    status: row.status as CateringRequestStatus,
    name: row.name,
    email: row.email,
    phone: row.phone,
    ...cateringEventOf(row, timeZone, names),
    held_reason: row.held_reason,
    matches_count: row.matches_count,
    quotes_count: row.quotes_count,
    opened_at: row.opened_at?.toISOString() ?? null,
    booked_member_id: row.booked_member_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Rows to the API shape, with one query for the cuisine names of them all. */
export async function toCateringRequests(
  db: Db,
  tenant: Tenant,
  rows: CateringRequestRow[],
  timeZone: string,
): Promise<CateringRequest[]> {
  const names = await cuisineNames(
    db,
    tenant,
    rows.flatMap((r) => r.cuisines ?? []),
  );
  return rows.map((row) => toCateringRequest(row, timeZone, names));
}

/**
 * The tenant's requests matching the filters: one status; `search` in name, email, phone,
 * address or notes (case-insensitive, `%` and `_` match themselves); an event date between
 * `from` and `to` (local dates, both inclusive).
 */
export function cateringRequestsWhere(tenant: Tenant, filters: CateringRequestFilters): SQL {
  checkFilterDates(filters);
  const conditions: SQL[] = [tenantWhere(tenant, cateringRequests.domain_id)];
  if (filters.status) conditions.push(eq(cateringRequests.status, filters.status));
  if (filters.from) conditions.push(gte(cateringRequests.event_date, filters.from));
  if (filters.to) conditions.push(lte(cateringRequests.event_date, filters.to));
  if (filters.search) {
    const columns = [
      cateringRequests.name,
      cateringRequests.email,
      cateringRequests.phone,
      cateringRequests.address,
      cateringRequests.notes,
    ];
    conditions.push(matchesSearch(filters.search, columns));
  }
  return and(...conditions) as SQL;
}

/** `from`/`to` are dates like 2027-05-14 (the schema); one that is no real date or far out of range is a 422. */
function checkFilterDates(filters: CateringRequestFilters) {
  const errors: FieldErrors = {};
  for (const field of ["from", "to"] as const) {
    const value = filters[field];
    if (value && !isRealDate(value)) {
      addFieldError(errors, field, `The ${field} date is not a real date.`);
    } else if (value && (value < "1970" || value >= "2200")) {
      addFieldError(errors, field, `The ${field} date must be between 1970 and 2199.`);
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** Whether answers and mails are closed: staff decided the request. */
export const isClosed = (status: string) => status === "booked" || status === "lost";
