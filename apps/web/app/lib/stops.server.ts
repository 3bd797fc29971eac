import {
  API_PATHS,
  addDays,
  type Post,
  type PublicSite,
  type StopOccurrence,
  slugify,
  zoneDate,
} from "@fooddir/contract";
import type { RouterContextProvider } from "react-router";
import { failOnServerError, serverApi } from "./api/server.server.ts";
import { siteTimeZone } from "./blog.ts";
import { type CuisineOption, cuisineOptions } from "./member-filter.ts";
import { publishedMembers } from "./published-members.server.ts";
import { groupToday, nextBoundaryOf, type TodayGroups } from "./stop-times.ts";
import { cooks, type TodayStop, todayCuisineOf, withCuisines } from "./today.ts";

type Context = Readonly<RouterContextProvider>;

/** How many of a member's next stops its page lists. */
export const MEMBER_STOPS_MAX = 5;
/** A member page lists the stops of today and the next 7 days. */
const MEMBER_STOPS_DAYS = 8;

/** The site's options (GET /api/site is memoised by the API). */
async function siteOptions(context: Context, request: Request) {
  const site = await serverApi(context, request)<PublicSite>(API_PATHS.site);
  failOnServerError(site);
  return site.data?.options;
}

/** The site's time zone (its `timezone` option). */
async function siteZone(context: Context, request: Request): Promise<string> {
  return siteTimeZone(await siteOptions(context, request));
}

/** GET /api/stops with a query (public: published members only). */
async function stopOccurrences(context: Context, request: Request, query: URLSearchParams) {
  const result = await serverApi(context, request)<StopOccurrence[]>(`${API_PATHS.stops}?${query}`);
  failOnServerError(result);
  return result.data ?? [];
}

export type TodayData = {
  timeZone: string;
  groups: TodayGroups<TodayStop>;
  cuisines: CuisineOption[];
  /** The chosen cuisine's url name, as /members?cuisine= takes it ("" for all). */
  cuisine: string;
  /** When the page goes stale (epoch ms): the next start or end it shows, or midnight. */
  expiresAt: number;
  /** The map's tile URL template ("" = no tiles; decision 023). */
  mapTileUrl: string;
};

/**
 * /today's data: the occurrences of today and tomorrow in the site's zone (the API reads a
 * date as its local midnight), of one cuisine when `?cuisine=<url name>` names one the members
 * cook (a tag id is read as its name), grouped at `now`, each with its member's cuisines.
 */
export async function todayData(
  context: Context,
  request: Request,
  now: number,
): Promise<TodayData> {
  const [options, members] = await Promise.all([
    siteOptions(context, request),
    publishedMembers(context, request),
  ]);
  const timeZone = siteTimeZone(options);
  const cuisines = cuisineOptions(members);
  const asked = new URL(request.url).searchParams.get("cuisine") ?? "";
  const cuisine = todayCuisineOf(asked, cuisines, members);
  const today = zoneDate(now, timeZone);
  const query = new URLSearchParams({ from: today, to: addDays(today, 2) });
  // The API filters by a tag id: the one tag of that name, else (names alike) below only.
  const cooking = members.filter((m) => cuisine && cooks(m, cuisine));
  const tagIds = new Set(
    cooking
      .flatMap((m) => m.external_data.cuisines)
      .filter((c) => slugify(c.title) === cuisine)
      .map((c) => c.id),
  );
  if (tagIds.size === 1) query.set("cuisine", String([...tagIds][0]));
  const cooksIt = new Set(cooking.map((m) => m.id));
  const occurrences = withCuisines(
    (await stopOccurrences(context, request, query)).filter(
      (o) => !cuisine || cooksIt.has(o.member.id),
    ),
    members,
  );
  const groups = groupToday(occurrences, now, timeZone);
  const shown = [...groups.openNow, ...groups.laterToday, ...groups.tomorrow];
  return {
    timeZone,
    groups,
    cuisines,
    cuisine,
    expiresAt: nextBoundaryOf(shown, now, timeZone),
    mapTileUrl: options?.map_tile_url ?? "",
  };
}

export type MemberStopsData = {
  timeZone: string;
  stops: StopOccurrence[];
  expiresAt: number;
};

/** A member's next stops (running now or starting before the end of the 7th day), 5 at most. */
export async function memberStopsData(
  context: Context,
  request: Request,
  member: Pick<Post, "id">,
  now: number,
): Promise<MemberStopsData> {
  const timeZone = await siteZone(context, request);
  const to = addDays(zoneDate(now, timeZone), MEMBER_STOPS_DAYS);
  const query = new URLSearchParams({ member_id: String(member.id), to });
  const stops = (await stopOccurrences(context, request, query))
    .filter((o) => Date.parse(o.ends_at) > now)
    .slice(0, MEMBER_STOPS_MAX);
  return { timeZone, stops, expiresAt: nextBoundaryOf(stops, now, timeZone) };
}
