import { API_PATHS, type PostRedirect, publicPath } from "@fooddir/contract";
import { data, type RouterContextProvider, redirect } from "react-router";
import { failOnServerError, serverApi } from "./api/server.server.ts";
import { memberCards } from "./member-cards.ts";
import type { NotFoundData } from "./not-found.ts";
import { publishedMembers } from "./published-members.server.ts";

/**
 * Throws the public 404 (spec §2 error page). The page's "meet the members" grid shows the
 * configured members found among the published ones, so they travel with the error.
 */
export async function throwNotFound(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<never> {
  const { pathname, search } = new URL(request.url);
  const payload: NotFoundData = {
    message: `Page not found: ${pathname}${search}`,
    members: memberCards(await publishedMembers(context, request, { optional: true })),
  };
  throw data(payload, { status: 404, statusText: "Not Found" });
}

/**
 * A url a post had before its url changed answers a 301 to where the post is now, with the
 * query the page was rendered with (GET /api/posts/redirect). Returns when the url was never a
 * post's.
 */
export async function redirectFromOldUrl(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: string,
): Promise<void> {
  const result = await serverApi(
    context,
    request,
  )<PostRedirect>(`${API_PATHS.postRedirect}?url=${encodeURIComponent(url)}`);
  failOnServerError(result);
  if (!result.data) return;
  throw redirect(`${publicPath(result.data.url)}${new URL(request.url).search}`, 301);
}
