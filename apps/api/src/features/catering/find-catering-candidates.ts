import { dateOf } from "@fooddir/contract";
import { and, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, memberCatering, postCuisines, posts, stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { publicMembers } from "../posts/post-filters.ts";
import { expandOccurrences } from "../stops/occurrences.ts";
import type { CateringCandidate } from "./match-caterers.ts";

const DAY_MS = 86_400_000;

/**
 * The members matching can ask about a request (matchCaterers' candidates): the domain's
 * published, untrashed member posts with a catering profile (offering catering, unless
 * `includeNotOffering`; only `memberIds` when given), with their cuisine tag ids, their base
 * location's coordinates (null without one) and `busy`: their stop occurrences overlapping
 * the window widened by a day either side, expanded by the stops' time core in the domain's
 * zone. The profile's contact email is not read.
 */
export async function findCateringCandidates(
  db: Db,
  tenant: Tenant,
  window: { starts_at: Date; ends_at: Date },
  options: { memberIds?: number[]; includeNotOffering?: boolean } = {},
): Promise<CateringCandidate[]> {
  if (options.memberIds && options.memberIds.length === 0) return [];
  const rows = await db
    .select({
      member_id: posts.id,
      title: posts.title,
      offers: memberCatering.offers,
      min_guests: memberCatering.min_guests,
      max_guests: memberCatering.max_guests,
      radius_km: memberCatering.radius_km,
      lead_days: memberCatering.lead_days,
      lat: locations.lat,
      lng: locations.lng,
    })
    .from(memberCatering)
    .innerJoin(posts, eq(posts.id, memberCatering.post_id))
    .leftJoin(
      locations,
      and(
        eq(locations.id, memberCatering.base_location_id),
        tenantWhere(tenant, locations.domain_id),
      ),
    )
    .where(
      and(
        tenantWhere(tenant, memberCatering.domain_id),
        tenantWhere(tenant, posts.domain_id),
        ...publicMembers(),
        options.includeNotOffering ? undefined : eq(memberCatering.offers, true),
        options.memberIds ? inArray(posts.id, options.memberIds) : undefined,
      ),
    )
    .orderBy(posts.id);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.member_id);

  const cuisineRows = await db
    .select({ post_id: postCuisines.post_id, tag: postCuisines.cuisine_tag_id })
    .from(postCuisines)
    .where(inArray(postCuisines.post_id, ids));
  const cuisines = new Map<number, number[]>();
  for (const { post_id, tag } of cuisineRows) {
    cuisines.set(post_id, [...(cuisines.get(post_id) ?? []), tag]);
  }

  const busy = await busyTimes(db, tenant, ids, {
    from: window.starts_at.getTime() - DAY_MS,
    to: window.ends_at.getTime() + DAY_MS,
  });

  return rows.map((r) => ({
    member_id: r.member_id,
    title: r.title,
    offers: r.offers,
    min_guests: r.min_guests,
    max_guests: r.max_guests,
    radius_km: r.radius_km,
    base: r.lat === null || r.lng === null ? null : { lat: r.lat, lng: r.lng },
    lead_days: r.lead_days,
    cuisines: (cuisines.get(r.member_id) ?? []).sort((a, b) => a - b),
    busy: busy.get(r.member_id) ?? [],
  }));
}

/**
 * The members' stop occurrences overlapping [from, to), by member, sorted by start. Reads only
 * the stops whose local dates can reach the window (two days of slack cover any zone and a
 * stop across midnight), as GET /api/stops does.
 */
async function busyTimes(
  db: Db,
  tenant: Tenant,
  memberIds: number[],
  span: { from: number; to: number },
): Promise<Map<number, CateringCandidate["busy"]>> {
  const found = await db
    .select({
      member_id: stops.member_id,
      starts_at: stops.starts_at,
      ends_at: stops.ends_at,
      rrule: stops.rrule,
      exdates: stops.exdates,
    })
    .from(stops)
    .where(
      and(
        tenantWhere(tenant, stops.domain_id),
        inArray(stops.member_id, memberIds),
        lte(stops.first_date, dateOf(span.to + 2 * DAY_MS)),
        or(isNull(stops.last_date), gte(stops.last_date, dateOf(span.from - 2 * DAY_MS))),
      ),
    );
  const out = new Map<number, CateringCandidate["busy"]>();
  if (found.length === 0) return out;
  const timeZone = await domainTimeZone(db, tenant);
  for (const stop of found) {
    const list = out.get(stop.member_id) ?? [];
    for (const o of expandOccurrences(
      { startsAt: stop.starts_at, endsAt: stop.ends_at, rrule: stop.rrule, exdates: stop.exdates },
      span,
      timeZone,
    )) {
      list.push({ starts_at: o.start, ends_at: o.end });
    }
    out.set(stop.member_id, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.starts_at - b.starts_at);
  return out;
}
