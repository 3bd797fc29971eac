import {
  type ErrorPage,
  type ErrorPageBody,
  errorPageBodySchema,
  MAX_ERROR_PAGE_MEMBERS,
  type MediaItem,
} from "@fooddir/contract";
import { arrayMove } from "../content/reorder.ts";
import type { TypeGroupItem } from "./api.ts";
import { type CheckedBody, checkBody, messagesByField } from "./field-messages.ts";

/** Pure logic of the Not-found page tab of /panel/site-options. */

export type NotFoundValues = {
  title: string;
  subtitle: string;
  section_title: string;
  section_text: string;
  truck_image: MediaItem | null;
  /** Post ids of the featured members, in display order. */
  members: number[];
};

export const NOT_FOUND_FIELDS = [
  "title",
  "subtitle",
  "section_title",
  "section_text",
  "truck_image_id",
  "members",
] as const;

/**
 * The form values of a stored page. Member ids that are not (or no longer) member posts are
 * dropped, duplicates too; `dropped` says how many, so the screen can say so.
 */
export function valuesFromPage(
  page: ErrorPage,
  members: readonly TypeGroupItem[],
): { values: NotFoundValues; dropped: number } {
  const known = new Set(members.map((m) => m.id));
  const kept = [...new Set(page.members)].filter((id) => known.has(id));
  return {
    values: {
      title: page.title,
      subtitle: page.subtitle,
      section_title: page.section_title,
      section_text: page.section_text,
      truck_image: page.truck_image,
      members: kept.slice(0, MAX_ERROR_PAGE_MEMBERS),
    },
    dropped: page.members.length - Math.min(kept.length, MAX_ERROR_PAGE_MEMBERS),
  };
}

/** The PUT body: trimmed texts, the image as truck_image_id, the members in order. */
export function toErrorPageBody(values: NotFoundValues): ErrorPageBody {
  return {
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    section_title: values.section_title.trim(),
    section_text: values.section_text.trim(),
    truck_image_id: values.truck_image?.id ?? null,
    members: values.members,
  };
}

/** True when saving would change what is stored. */
export function isDirty(values: NotFoundValues, baseline: NotFoundValues): boolean {
  return JSON.stringify(toErrorPageBody(values)) !== JSON.stringify(toErrorPageBody(baseline));
}

/**
 * A MultiSelect change applied to the ordered list: members kept stay where they are, new ones
 * are added at the end, at most MAX_ERROR_PAGE_MEMBERS.
 */
export function mergeSelection(current: readonly number[], next: readonly number[]): number[] {
  const wanted = new Set(next);
  const kept = current.filter((id) => wanted.has(id));
  const added = next.filter((id, i) => !current.includes(id) && next.indexOf(id) === i);
  return [...kept, ...added].slice(0, MAX_ERROR_PAGE_MEMBERS);
}

/** The list after dragging member `activeId` onto the place of `overId`. */
export function moveMember(ids: readonly number[], activeId: number, overId: number): number[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from === -1 || to === -1 || from === to) return [...ids];
  return arrayMove(ids, from, to);
}

/**
 * Field errors (server `errors` or client issues) keyed by the form field that shows them:
 * "members.3" -> members; keys the form does not know -> "form".
 */
export function errorsForFields(errors: Record<string, string>): Record<string, string> {
  return messagesByField(errors, (key) => {
    const first = key.split(".")[0];
    return (NOT_FOUND_FIELDS as readonly string[]).includes(first) ? first : "form";
  });
}

/** Client check with the contract's schema; the same messages the API gives. */
export function validateErrorPage(values: NotFoundValues): CheckedBody<ErrorPageBody> {
  return checkBody(errorPageBodySchema, toErrorPageBody(values), errorsForFields);
}
