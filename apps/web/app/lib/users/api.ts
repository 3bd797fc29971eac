import {
  API_PATHS,
  type Domain,
  FULL_LIST_LIMIT,
  type ListEnvelope,
  POST_TYPES,
  type Post,
  type UserCreate,
  type UserItem,
  type UserUpdate,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";
import type { RecordListQuery } from "../record-list/list-state.ts";

/** Calls of the users screens (contract.md "Users"), all through the API client. */

type Data<T> = { data: T };

/** Query keys of the users screens; every write invalidates `userKeys.all`. */
export const userKeys = {
  all: ["users"] as const,
  lists: ["users", "list"] as const,
  /** The list depends on the active domain for a site admin. */
  list: (domainId: number | undefined, query: RecordListQuery) =>
    ["users", "list", domainId, query] as const,
  one: (id: number) => ["users", "one", id] as const,
  /** GET /api/domains: every domain for a super admin, else the caller's. */
  domains: ["users", "domains"] as const,
  /** The member posts of the active domain, the listings role 4 keeps (by domain id). */
  listings: (domainId: number | undefined) => ["users", "listings", domainId] as const,
};

/** A listing a member may keep: a member post of the active domain, by title. */
export type ListingOption = { value: string; label: string };

export const usersApi = {
  list: (query: RecordListQuery) => api()<ListEnvelope<UserItem>>(API_PATHS.users, { query }),
  get: async (id: number) => (await api()<Data<UserItem>>(`${API_PATHS.users}/${id}`)).data,
  create: async (body: UserCreate) =>
    (await api()<Data<UserItem>>(API_PATHS.users, { method: "POST", body })).data,
  update: async (id: number, body: UserUpdate) =>
    (await api()<Data<UserItem>>(`${API_PATHS.users}/${id}`, { method: "PUT", body })).data,
  remove: (id: number) => api()(`${API_PATHS.users}/${id}`, { method: "DELETE" }),
  domains: async () => (await api()<Data<Domain[]>>(API_PATHS.domains)).data,
  /** The active domain's member posts (drafts too, not trashed), by title. */
  listings: async (): Promise<ListingOption[]> => {
    const list = await api()<ListEnvelope<Post>>(API_PATHS.postsByType, {
      query: { type: POST_TYPES.member, limit: FULL_LIST_LIMIT, sortBy: "title" },
    });
    return list.data.map((p) => ({
      value: String(p.id),
      label: p.attributes.title || `(untitled member ${p.id})`,
    }));
  },
};
