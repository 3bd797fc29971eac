import {
  POST_STATUS_NAMES,
  POST_STATUSES,
  POST_TYPES,
  type PostStatusId,
  stripInvisibleCharacters,
} from "@fooddir/contract";
import type { AuditRoute } from "./audit-routes.ts";

/** What the summary calls a post of each type. */
const POST_NOUNS: Record<number, string> = {
  [POST_TYPES.page]: "page",
  [POST_TYPES.member]: "member",
  [POST_TYPES.cuisine]: "cuisine",
  [POST_TYPES.showcase]: "showcase",
  [POST_TYPES.catering]: "catering page",
  [POST_TYPES.blog]: "blog post",
};

const VERBS: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  trash: "Trashed",
  restore: "Restored",
  status: "Changed the status of",
};

const TITLE_MAX = 100;

type Item = Record<string, unknown>;
const isItem = (value: unknown): value is Item =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The name an answered item goes by: a post's `attributes.title`, else `title`, `name`,
 * `question` or a user's first and last name; one line, at most 100 characters.
 */
export function titleOf(data: unknown): string | null {
  if (!isItem(data)) return null;
  const attributes = isItem(data.attributes) ? data.attributes : {};
  const person = [data.firstname, data.lastname].filter((p) => typeof p === "string").join(" ");
  const raw = [attributes.title, data.title, data.name, data.question, person].find(
    (v): v is string => typeof v === "string" && v.trim() !== "",
  );
  if (!raw) return null;
  const text = stripInvisibleCharacters(raw).replaceAll(/\s+/g, " ").trim();
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
}

/** The item's id: the route's `:id`, else the `id` of the answered item (a created one). */
export function entityIdOf(paramsId: unknown, data: unknown): number | null {
  if (typeof paramsId === "number") return paramsId;
  if (isItem(data) && typeof data.id === "number") return data.id;
  return null;
}

/**
 * One line for people, from the route's entry and the answer's `data`:
 * `Updated the member "Taco Loco"`, `Published the page "About us"`, `Deleted post 12`,
 * `Uploaded 3 images`, or the entry's fixed summary.
 */
export function auditSummary(route: AuditRoute, id: number | null, data: unknown): string {
  if (route.summary) return route.summary;
  const postType = isItem(data) ? data.post_type_id : undefined;
  const noun =
    route.noun ?? (typeof postType === "number" ? (POST_NOUNS[postType] ?? "post") : "post");
  let verb = route.verb ?? VERBS[route.action] ?? capitalize(route.action);
  if (Array.isArray(data)) {
    return `${verb} ${data.length} ${noun}${data.length === 1 ? "" : "s"}`;
  }
  const title = titleOf(data);
  const target = title ? `the ${noun} "${title}"` : id !== null ? `${noun} ${id}` : `a ${noun}`;
  if (route.action === "status" && isItem(data)) {
    const status = data.post_status_id;
    if (status === POST_STATUSES.published) verb = "Published";
    else if (typeof status === "number" && status in POST_STATUS_NAMES) {
      return `Set ${target} to ${POST_STATUS_NAMES[status as PostStatusId].toLowerCase()}`;
    } else if (typeof data.status === "string") {
      return `Set ${target} to ${data.status}`;
    }
  }
  return `${verb} ${target}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
