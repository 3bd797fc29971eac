import {
  API_PATHS,
  type CuisineTagListItem,
  DEFAULT_CURRENCY,
  nextZoneMidnight,
  type PublicSite,
  zoneDate,
} from "@fooddir/contract";
import type { RouterContextProvider } from "react-router";
import type { CateringFormData } from "../blocks/catering-form.ts";
import { failOnServerError, serverApi } from "./api/server.server.ts";
import { siteTimeZone } from "./blog.ts";

/**
 * What a page showing "Book a truck" gives the form: the site's cuisine tags (public
 * GET /api/cuisine-tags), today in the site's zone (the earliest event date) and its currency.
 * The page then goes stale at the next local midnight, when "today" moves (`expiresAt`).
 */
export async function cateringFormData(
  context: Readonly<RouterContextProvider>,
  request: Request,
  now: number,
): Promise<{ form: CateringFormData; expiresAt: number }> {
  const api = serverApi(context, request);
  const [site, tags] = await Promise.all([
    api<PublicSite>(API_PATHS.site),
    api<CuisineTagListItem[]>(API_PATHS.cuisineTags),
  ]);
  failOnServerError(site);
  failOnServerError(tags);
  const options = site.data?.options;
  const timeZone = siteTimeZone(options);
  return {
    form: {
      cuisines: (tags.data ?? []).map(({ id, title }) => ({ id, title })),
      today: zoneDate(now, timeZone),
      currency: options?.currency || DEFAULT_CURRENCY,
    },
    expiresAt: nextZoneMidnight(now, timeZone),
  };
}
