import { API_PATHS, FULL_LIST_LIMIT, POST_TYPES, type Post, publicPath } from "@fooddir/contract";
import type { RouterContextProvider } from "react-router";
import { bodyHasForm } from "../blocks/render-body.tsx";
import { serverApi } from "./api/server.server.ts";

/** Where "Book this truck" looks for the catering form: catering posts first, then pages. */
const SEARCHED_TYPES = [POST_TYPES.catering, POST_TYPES.page] as const;

/**
 * The public path of the site's "Book a truck" form (issue 38): the first published catering
 * post, else page, in the panel's order whose body holds a Form block with form "catering";
 * null when the site has none (then no member page offers "Book this truck"). The public
 * by-type reads are held by the API until a write.
 */
export async function cateringFormPath(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<string | null> {
  const api = serverApi(context, request);
  for (const type of SEARCHED_TYPES) {
    const result = await api<Post[]>(
      `${API_PATHS.postsByType}?type=${type}&limit=${FULL_LIST_LIMIT}&offset=0&sortBy=position&sortDir=asc`,
    );
    const post = (result.data ?? []).find((p) => bodyHasForm(p.post_body, "catering"));
    if (post) return publicPath(post.attributes.url);
  }
  return null;
}
