import {
  API_PATHS,
  type Stop,
  type StopInput,
  type StopSchedule,
  type StopScheduleQuery,
} from "@fooddir/contract";
import { apiData, memberOptions, recordCalls } from "../api/record-calls.ts";
import { contentKeys } from "../content/api.ts";

/** Calls of the schedule screens (contract.md "Where the trucks are"), all through the API client. */

export const scheduleKeys = {
  /** Every schedule read (invalidate after a stop is written). */
  all: ["stops"] as const,
  schedule: (query: StopScheduleQuery) => ["stops", "schedule", query] as const,
  /** The members the stop form and the filters choose from (any status). */
  members: [...contentKeys.posts, "schedule-members"] as const,
};

/** A stop is written and deleted by id; the screens read stops only through the schedule. */
const stopCalls = recordCalls<Stop, StopInput>(API_PATHS.stops);

export const scheduleApi = {
  schedule: (query: StopScheduleQuery) => apiData<StopSchedule>(API_PATHS.stopSchedule, { query }),
  create: stopCalls.create,
  update: stopCalls.update,
  remove: stopCalls.remove,
  /** The domain's members (drafts too, not trashed), by title. */
  members: memberOptions,
};
