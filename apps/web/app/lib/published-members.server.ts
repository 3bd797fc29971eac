import { FULL_LIST_LIMIT, POST_TYPES, type Post } from "@fooddir/contract";
import type { RouterContextProvider } from "react-router";
import { serverApi } from "./api/server.server.ts";

/** The site's published members in the panel's order (GET /api/posts/by-type, anonymous). */
export async function publishedMembers(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Post[]> {
  const result = await serverApi(
    context,
    request,
  )<Post[]>(
    `/api/posts/by-type?type=${POST_TYPES.member}&limit=${FULL_LIST_LIMIT}&offset=0&sortBy=position&sortDir=asc`,
  );
  return result.data ?? [];
}
