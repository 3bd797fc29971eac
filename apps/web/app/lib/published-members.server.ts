import { API_PATHS, FULL_LIST_LIMIT, POST_TYPES, type Post } from "@fooddir/contract";
import type { RouterContextProvider } from "react-router";
import { failOnServerError, serverApi } from "./api/server.server.ts";

/**
 * The site's published members in the panel's order (GET /api/posts/by-type, anonymous). A
 * failed read fails the page (/members), unless the members are `optional` (the not-found
 * page's grid: its 404 stays a 404, with fewer cards).
 */
export async function publishedMembers(
  context: Readonly<RouterContextProvider>,
  request: Request,
  { optional = false }: { optional?: boolean } = {},
): Promise<Post[]> {
  const result = await serverApi(context, request)<Post[]>(membersPath());
  if (!optional) failOnServerError(result);
  return result.data ?? [];
}

const membersPath = (search?: string) => {
  const query = new URLSearchParams({
    type: String(POST_TYPES.member),
    limit: String(FULL_LIST_LIMIT),
    offset: "0",
    sortBy: "position",
    sortDir: "asc",
  });
  if (search) query.set("search", search);
  return `${API_PATHS.postsByType}?${query}`;
};

/**
 * The published members a search finds, best match first, each with its `highlight` (the
 * API's word search: title, description, cuisines and menu, small typos forgiven, issue 38).
 */
export async function searchedMembers(
  context: Readonly<RouterContextProvider>,
  request: Request,
  search: string,
): Promise<Post[]> {
  const result = await serverApi(context, request)<Post[]>(membersPath(search));
  failOnServerError(result);
  return result.data ?? [];
}
