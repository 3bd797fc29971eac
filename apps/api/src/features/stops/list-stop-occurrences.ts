import {
  dateOf,
  publicPath,
  STOPS_PAGE_MAX,
  type StopOccurrence,
  type StopsQuery,
  stopOccurrenceSchema,
} from "@fooddir/contract";
import { and, eq, exists, gte, isNull, lte, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { DomainMemo } from "../../changes/domain-memo.ts";
import type { Db } from "../../db/client.ts";
import { locations, media, postCuisines, posts, stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { placeColumns } from "../locations/columns.ts";
import { mediaStoragePath, storageUrl } from "../media/serialize.ts";
import { postRefColumns, publicMembers } from "../posts/post-filters.ts";
import { expandOccurrences, isOpenAt } from "./occurrences.ts";
import { stopWindow } from "./stop-window.ts";

const DAY_MS = 86_400_000;

/**
 * An occurrence with its instants, before `open_now` (which depends on the moment asked), and
 * its JSON text without `open_now`, written once per expansion.
 */
export type TimedOccurrence = Omit<StopOccurrence, "open_now"> & {
  start: number;
  end: number;
  json: string;
};

/**
 * The expansions of a domain's stops, kept until any public change of the domain (a stop,
 * a location, a member, the time zone) by the routes' change-event memo.
 */
export type StopExpansionMemo = DomainMemo<TimedOccurrence[]>;

/** An occurrence as the API writes it, but for `open_now`, which each request adds. */
const occurrenceJsonSchema = stopOccurrenceSchema.omit({ open_now: true });

/**
 * GET /api/stops's answer as JSON text (`{data, meta}`): the occurrences of the domain's stops
 * in the window (public: published members only, at approved locations), sorted by start, with
 * offsets of the domain's zone and `open_now` at `now`; one page of them (`limit`, at most
 * STOPS_PAGE_MAX, and `offset`; `meta.total` counts the window's). The window is expanded as
 * whole UTC days with a day either side, so the default window (now to 7 days later) and
 * /today's (local dates) ask the same span all day long: with a `memo`, a span's expansion
 * (each occurrence already written as JSON text) is made once per change of the domain, and
 * each request only narrows it and adds `open_now`.
 */
export async function listStopOccurrencesJson(
  db: Db,
  tenant: Tenant,
  query: StopsQuery,
  now: number,
  memo?: StopExpansionMemo,
): Promise<string> {
  const inWindow = await occurrencesInWindow(db, tenant, query, now, memo);
  const { limit = STOPS_PAGE_MAX, offset = 0 } = query;
  const shown = inWindow.slice(offset, offset + limit);
  const items = shown.map(
    (o) => `${o.json.slice(0, -1)},"open_now":${isOpenAt(o, now) ? "true" : "false"}}`,
  );
  const meta = { total: inWindow.length, limit, offset };
  return `{"data":[${items.join(",")}],"meta":${JSON.stringify(meta)}}`;
}

/** The expansion of the window's span (memoised), narrowed to the window. */
async function occurrencesInWindow(
  db: Db,
  tenant: Tenant,
  query: StopsQuery,
  now: number,
  memo?: StopExpansionMemo,
): Promise<TimedOccurrence[]> {
  const timeZone = await domainTimeZone(db, tenant);
  const window = stopWindow(query, timeZone, now);
  const span = {
    from: Math.floor(window.from / DAY_MS) * DAY_MS - DAY_MS,
    to: Math.ceil(window.to / DAY_MS) * DAY_MS + DAY_MS,
  };
  const key = JSON.stringify([
    timeZone,
    span.from,
    span.to,
    query.member_id ?? null,
    query.location_id ?? null,
    query.cuisine ?? null,
  ]);
  const load = () => expandStops(db, tenant, query, timeZone, span);
  const expanded = memo ? await memo.get(tenant.id, load, key) : await load();
  return expanded.filter((o) => o.end > window.from && o.start < window.to);
}

/**
 * Every occurrence in the span of the stops the filters match, sorted by start. The query reads
 * only the stops whose local dates can reach the span (stops_window_idx; two days of slack cover
 * any zone and a stop across midnight), and each series is expanded only over the span.
 */
async function expandStops(
  db: Db,
  tenant: Tenant,
  query: StopsQuery,
  timeZone: string,
  span: { from: number; to: number },
): Promise<TimedOccurrence[]> {
  const logo = alias(media, "logo");
  const rows = await db
    .select({
      stop: stops,
      member: postRefColumns,
      logo: { hashed_name: logo.hashed_name, extension: logo.extension },
      location: placeColumns,
    })
    .from(stops)
    .innerJoin(posts, eq(posts.id, stops.member_id))
    .innerJoin(locations, eq(locations.id, stops.location_id))
    .leftJoin(logo, eq(logo.id, posts.logo_id))
    .where(
      and(
        tenantWhere(tenant, stops.domain_id),
        lte(stops.first_date, dateOf(span.to + 2 * DAY_MS)),
        or(isNull(stops.last_date), gte(stops.last_date, dateOf(span.from - 2 * DAY_MS))),
        ...publicMembers(),
        eq(locations.status, "approved"),
        query.member_id ? eq(stops.member_id, query.member_id) : undefined,
        query.location_id ? eq(stops.location_id, query.location_id) : undefined,
        query.cuisine
          ? exists(
              db
                .select({ one: postCuisines.post_id })
                .from(postCuisines)
                .where(
                  and(
                    eq(postCuisines.post_id, posts.id),
                    eq(postCuisines.cuisine_tag_id, query.cuisine),
                  ),
                ),
            )
          : undefined,
      ),
    );
  const out: TimedOccurrence[] = [];
  for (const row of rows) {
    const { stop } = row;
    const logoUrl = row.logo?.hashed_name
      ? storageUrl(tenant, mediaStoragePath(tenant.host, row.logo.hashed_name, row.logo.extension))
      : null;
    const member = { ...row.member, url: publicPath(row.member.url), logo: logoUrl };
    for (const o of expandOccurrences(
      { startsAt: stop.starts_at, endsAt: stop.ends_at, rrule: stop.rrule, exdates: stop.exdates },
      span,
      timeZone,
    )) {
      const occurrence = {
        stop_id: stop.id,
        starts_at: o.startsAt,
        ends_at: o.endsAt,
        member,
        location: row.location,
        note: stop.note,
      };
      const json = JSON.stringify(z.encode(occurrenceJsonSchema, occurrence));
      out.push({ ...occurrence, start: o.start, end: o.end, json });
    }
  }
  return out.sort((a, b) => a.start - b.start || a.stop_id - b.stop_id);
}
