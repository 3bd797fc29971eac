import type { Post } from "@fooddir/contract";

/** A call to the API as the signed-in test user (site-server.ts's `api`, page-cache-site.ts's). */
type Api = <T = unknown>(method: string, target: string, body?: unknown) => Promise<T>;

/**
 * Gives a member a new title through PUT /api/posts/{id}/data, every other field as it is: the
 * write the server tests use to see that a change shows on the next request.
 */
export async function renameMember(api: Api, id: number, title: string) {
  const full = await api<Post>("GET", `/api/posts/${id}`);
  await api("PUT", `/api/posts/${id}/data`, {
    title,
    url: full.attributes.url,
    description: full.attributes.description,
    post_status_id: full.post_status_id,
    no_index: false,
    no_follow: false,
    show_in_sitemap: true,
  });
}
