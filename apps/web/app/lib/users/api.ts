import {
  API_PATHS,
  type Domain,
  type ListEnvelope,
  type UserCreate,
  type UserItem,
  type UserUpdate,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";
import { apiData, type MemberOption, memberOptions, recordCalls } from "../api/record-calls.ts";
import type { RecordListQuery } from "../record-list/list-state.ts";

/** Calls of the users screens (contract.md "Users"), all through the API client. */

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
export type ListingOption = MemberOption;

const userCalls = recordCalls<UserItem, UserCreate | UserUpdate>(API_PATHS.users);

export const usersApi = {
  list: (query: RecordListQuery) => api()<ListEnvelope<UserItem>>(API_PATHS.users, { query }),
  get: userCalls.get,
  create: (body: UserCreate) => userCalls.create(body),
  update: (id: number, body: UserUpdate) => userCalls.update(id, body),
  remove: userCalls.remove,
  domains: () => apiData<Domain[]>(API_PATHS.domains),
  /** The active domain's member posts (drafts too, not trashed), by title. */
  listings: memberOptions,
};
