import {
  API_PATHS,
  type Domain,
  type ListEnvelope,
  type UserCreate,
  type UserItem,
  type UserUpdate,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";
import type { UsersListQuery } from "./list-state.ts";

/** Calls of the users screens (contract.md "Users"), all through the API client. */

type Data<T> = { data: T };

/** Query keys of the users screens; every write invalidates `userKeys.all`. */
export const userKeys = {
  all: ["users"] as const,
  lists: ["users", "list"] as const,
  /** The list depends on the active domain for a site admin. */
  list: (domainId: number | undefined, query: UsersListQuery) =>
    ["users", "list", domainId, query] as const,
  one: (id: number) => ["users", "one", id] as const,
  /** GET /api/domains: every domain for a super admin, else the caller's. */
  domains: ["users", "domains"] as const,
};

export const usersApi = {
  list: (query: UsersListQuery) => api()<ListEnvelope<UserItem>>(API_PATHS.users, { query }),
  get: async (id: number) => (await api()<Data<UserItem>>(`${API_PATHS.users}/${id}`)).data,
  create: async (body: UserCreate) =>
    (await api()<Data<UserItem>>(API_PATHS.users, { method: "POST", body })).data,
  update: async (id: number, body: UserUpdate) =>
    (await api()<Data<UserItem>>(`${API_PATHS.users}/${id}`, { method: "PUT", body })).data,
  remove: (id: number) => api()(`${API_PATHS.users}/${id}`, { method: "DELETE" }),
  domains: async () => (await api()<Data<Domain[]>>(API_PATHS.domains)).data,
};
