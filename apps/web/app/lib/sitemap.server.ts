import {
  API_PATHS,
  FULL_LIST_LIMIT,
  POST_TYPES,
  type Post,
  type PublicSite,
} from "@fooddir/contract";
import type { RouterContextProvider } from "react-router";
import { serverApi } from "./api/server.server.ts";

/** The site's public origin, or null for a host that is no site (404). */
export async function siteOrigin(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<string | null> {
  const site = await serverApi(context, request)<PublicSite>(API_PATHS.site);
  if (site.status >= 500) throw new Response("Server error.", { status: 503 });
  return site.data?.origin ?? null;
}

/** Every published post of the site, all types, page by page. */
export async function publishedPosts(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Post[]> {
  const api = serverApi(context, request);
  const lists = await Promise.all(
    Object.values(POST_TYPES).map(async (type) => {
      const all: Post[] = [];
      for (let offset = 0; ; offset += FULL_LIST_LIMIT) {
        const page = await api<Post[]>(
          `${API_PATHS.postsByType}?type=${type}&limit=${FULL_LIST_LIMIT}&offset=${offset}&sortBy=position&sortDir=asc`,
        );
        if (page.status >= 500) throw new Response("Server error.", { status: 503 });
        all.push(...(page.data ?? []));
        if ((page.data?.length ?? 0) < FULL_LIST_LIMIT) return all;
      }
    }),
  );
  return lists.flat();
}
