import {
  API_PATHS,
  FULL_LIST_LIMIT,
  type ListEnvelope,
  POST_TYPES,
  type Post,
} from "@fooddir/contract";
import { api } from "./browser.ts";
import type { ApiRequestOptions } from "./client.ts";

/**
 * The panel's shared API calls: the `data` of a `{data}` answer, the record calls of one API
 * collection, and the domain's member posts the choosers offer.
 */

/** The `data` of the API's `{data}` answer to `path` (GET unless `options` says otherwise). */
export async function apiData<T>(path: string, options?: ApiRequestOptions): Promise<T> {
  return (await api()<{ data: T }>(path, options)).data;
}

/**
 * The one-record calls of an API collection at `path`: `GET` and `PUT` on `path/{id}` answering
 * the record, `POST path` creating one, `DELETE path/{id}`.
 */
export function recordCalls<Item, Input extends object>(path: string) {
  const one = (id: number) => `${path}/${id}`;
  return {
    get: (id: number) => apiData<Item>(one(id)),
    create: (body: Input) => apiData<Item>(path, { method: "POST", body }),
    update: (id: number, body: Input) => apiData<Item>(one(id), { method: "PUT", body }),
    remove: (id: number) => api()(one(id), { method: "DELETE" }),
  };
}

/** The active domain's member posts (drafts too, not trashed), by title. */
export async function memberPosts(): Promise<Post[]> {
  const list = await api()<ListEnvelope<Post>>(API_PATHS.postsByType, {
    query: { type: POST_TYPES.member, limit: FULL_LIST_LIMIT, sortBy: "title" },
  });
  return list.data;
}

/** A member post's title, or a stand-in naming its id when it has none. */
export const memberTitle = (post: Post) => post.attributes.title || `(untitled member ${post.id})`;

/** A member post as a chooser offers it: its id and its title. */
export type MemberOption = { value: string; label: string };

/** The active domain's member posts (drafts too, not trashed) as chooser options, by title. */
export async function memberOptions(): Promise<MemberOption[]> {
  return (await memberPosts()).map((p) => ({ value: String(p.id), label: memberTitle(p) }));
}

/**
 * The query keys of one API collection's reads: `all` (invalidate it after a write), a list by
 * its query and one record by id.
 */
export function recordKeys<Query>(name: string) {
  return {
    all: [name] as const,
    list: (query: Query) => [name, "list", query] as const,
    one: (id: number) => [name, "one", id] as const,
  };
}
