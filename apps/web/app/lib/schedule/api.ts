import {
  API_PATHS,
  FULL_LIST_LIMIT,
  type ListEnvelope,
  POST_TYPES,
  type Post,
  type Stop,
  type StopInput,
  type StopSchedule,
  type StopScheduleQuery,
} from "@fooddir/contract";
import { api } from "../api/browser.ts";
import { contentKeys } from "../content/api.ts";

/** Calls of the schedule screens (contract.md "Where the trucks are"), all through the API client. */

type Data<T> = { data: T };

export const scheduleKeys = {
  /** Every schedule read (invalidate after a stop is written). */
  all: ["stops"] as const,
  schedule: (query: StopScheduleQuery) => ["stops", "schedule", query] as const,
  /** The members the stop form and the filters choose from (any status). */
  members: [...contentKeys.posts, "schedule-members"] as const,
};

export type MemberOption = { value: string; label: string };

export const scheduleApi = {
  schedule: async (query: StopScheduleQuery) =>
    (await api()<Data<StopSchedule>>(API_PATHS.stopSchedule, { query })).data,
  create: async (body: StopInput) =>
    (await api()<Data<Stop>>(API_PATHS.stops, { method: "POST", body })).data,
  update: async (id: number, body: StopInput) =>
    (await api()<Data<Stop>>(`${API_PATHS.stops}/${id}`, { method: "PUT", body })).data,
  remove: (id: number) => api()(`${API_PATHS.stops}/${id}`, { method: "DELETE" }),
  /** The domain's members (drafts too, not trashed), by title. */
  members: async (): Promise<MemberOption[]> => {
    const list = await api()<ListEnvelope<Post>>(API_PATHS.postsByType, {
      query: { type: POST_TYPES.member, limit: FULL_LIST_LIMIT, sortBy: "title" },
    });
    return list.data.map((p) => ({
      value: String(p.id),
      label: p.attributes.title || `(untitled member ${p.id})`,
    }));
  },
};
