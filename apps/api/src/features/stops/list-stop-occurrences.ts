import {
  POST_STATUSES,
  POST_TYPES,
  publicPath,
  type StopOccurrence,
  type StopsQuery,
} from "@fooddir/contract";
import { and, eq, exists, gte, isNull, lte, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { locations, media, postCuisines, posts, stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { mediaStoragePath, storageUrl } from "../media/serialize.ts";
import { expandOccurrences, isOpenAt } from "./occurrences.ts";
import { stopWindow } from "./stop-window.ts";

const DAY_MS = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The occurrences of the domain's stops in the window (public: published members only), sorted
 * by start, with offsets of the domain's zone and `open_now` at `now`. The query reads only the
 * stops whose local dates can reach the window (stops_window_idx; two days of slack cover any
 * zone and a stop across midnight), and each series is expanded only over the window.
 */
export async function listStopOccurrences(
  db: Db,
  tenant: Tenant,
  query: StopsQuery,
  now: number,
): Promise<StopOccurrence[]> {
  const timeZone = await domainTimeZone(db, tenant);
  const window = stopWindow(query, timeZone, now);
  const logo = alias(media, "logo");
  const rows = await db
    .select({
      stop: stops,
      member: { id: posts.id, title: posts.title, url: posts.url },
      logo: { hashed_name: logo.hashed_name, extension: logo.extension },
      location: {
        id: locations.id,
        name: locations.name,
        address: locations.address,
        lat: locations.lat,
        lng: locations.lng,
      },
    })
    .from(stops)
    .innerJoin(posts, eq(posts.id, stops.member_id))
    .innerJoin(locations, eq(locations.id, stops.location_id))
    .leftJoin(logo, eq(logo.id, posts.logo_id))
    .where(
      and(
        tenantWhere(tenant, stops.domain_id),
        lte(stops.first_date, dateOf(window.to + 2 * DAY_MS)),
        or(isNull(stops.last_date), gte(stops.last_date, dateOf(window.from - 2 * DAY_MS))),
        eq(posts.post_type_id, POST_TYPES.member),
        eq(posts.post_status_id, POST_STATUSES.published),
        isNull(posts.deleted_at),
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
  const out: (StopOccurrence & { start: number })[] = [];
  for (const row of rows) {
    const { stop } = row;
    const logoUrl = row.logo?.hashed_name
      ? storageUrl(tenant, mediaStoragePath(tenant.host, row.logo.hashed_name, row.logo.extension))
      : null;
    for (const o of expandOccurrences(
      { startsAt: stop.starts_at, endsAt: stop.ends_at, rrule: stop.rrule, exdates: stop.exdates },
      window,
      timeZone,
    )) {
      out.push({
        start: o.start,
        stop_id: stop.id,
        starts_at: o.startsAt,
        ends_at: o.endsAt,
        open_now: isOpenAt(o, now),
        member: { ...row.member, url: publicPath(row.member.url), logo: logoUrl },
        location: row.location,
        note: stop.note,
      });
    }
  }
  return out
    .sort((a, b) => a.start - b.start || a.stop_id - b.stop_id)
    .map(({ start: _start, ...occurrence }) => occurrence);
}
