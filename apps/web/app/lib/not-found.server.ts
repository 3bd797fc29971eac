import { data, type RouterContextProvider } from "react-router";
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
    members: memberCards(await publishedMembers(context, request)),
  };
  throw data(payload, { status: 404, statusText: "Not Found" });
}
