import { FULL_LIST_LIMIT, POST_TYPES, type Post } from "@fooddir/contract";
import { data, type RouterContextProvider } from "react-router";
import { serverApi } from "./api/server.server.ts";
import { memberCards } from "./member-cards.ts";
import type { NotFoundData } from "./not-found.ts";

/**
 * Throws the public 404 (spec §2 error page). The page's "meet the members" grid shows the
 * configured members found among the published ones, so they travel with the error.
 */
export async function throwNotFound(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<never> {
  const { pathname, search } = new URL(request.url);
  const result = await serverApi(
    context,
    request,
  )<Post[]>(
    `/api/posts/by-type?type=${POST_TYPES.member}&limit=${FULL_LIST_LIMIT}&offset=0&sortBy=position&sortDir=asc`,
  );
  const payload: NotFoundData = {
    message: `Page not found: ${pathname}${search}`,
    members: memberCards(result.data ?? []),
  };
  throw data(payload, { status: 404, statusText: "Not Found" });
}
