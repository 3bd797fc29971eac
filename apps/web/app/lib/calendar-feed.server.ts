import { API_PATHS, POST_TYPES, type Post, type StopSeriesList } from "@fooddir/contract";
import type { RouterContextProvider } from "react-router";
import { failOnServerError, serverApi } from "./api/server.server.ts";
import { feedSite } from "./blog.server.ts";
import {
  CALENDAR_CONTENT_TYPE,
  calendarFeed,
  calendarFileName,
  calendarName,
} from "./calendar-feed.ts";

type Context = Readonly<RouterContextProvider>;

/** A published member by its url ("taco-loco"), or null when no published member has it. */
async function memberByUrl(context: Context, request: Request, url: string) {
  if (!url || url.includes("..")) return null;
  const result = await serverApi(
    context,
    request,
  )<Post>(`${API_PATHS.postByUrl}?url=${encodeURIComponent(`/${url}`)}`);
  failOnServerError(result);
  const post = result.data;
  if (result.status !== 200 || !post || post.post_type_id !== POST_TYPES.member) return null;
  return { id: post.id, title: post.attributes.title };
}

/**
 * The response of a calendar feed: the whole site's (`memberUrl` undefined) or one member's.
 * Null when the host is no site or no published member has the url (the caller answers 404).
 * Public and anonymous: no cookie is read or set, so the page cache keeps it like a page and
 * drops it with the domain's pages on a change event ("stops" included).
 */
export async function calendarFeedResponse(
  context: Context,
  request: Request,
  memberUrl?: string,
): Promise<Response | null> {
  const site = await feedSite(context, request);
  if (!site?.origin) return null;
  let member: { id: number; title: string } | null = null;
  if (memberUrl !== undefined) {
    member = await memberByUrl(context, request, memberUrl);
    if (!member) return null;
  }
  const query = member ? `?member_id=${member.id}` : "";
  const result = await serverApi(
    context,
    request,
  )<StopSeriesList>(`${API_PATHS.stopSeries}${query}`);
  failOnServerError(result);
  if (!result.data) return null;
  const body = calendarFeed({ site, stops: result.data, member });
  const fileName = calendarFileName(calendarName(site.name, member?.title));
  return new Response(body, {
    headers: {
      "content-type": CALENDAR_CONTENT_TYPE,
      "content-disposition": `inline; filename="${fileName}"`,
    },
  });
}
