import { type Post, type StopOccurrence, slugify } from "@fooddir/contract";
import type { CuisineOption } from "./member-filter.ts";

/** /today ("Where to eat today", contract.md "Where the trucks are"). */
export const TODAY_PATH = "/today";

/** An occurrence on /today with its member's cuisine names. */
export type TodayStop = StopOccurrence & { cuisines: string[] };

/**
 * The cuisine `/today?cuisine=` names, as /members?cuisine= takes it: a cuisine's url name
 * (`thai`) among the filter's options, or "" for none. A cuisine tag id (the filter's value
 * before issue 38) is read as its tag's name, so old links redirect to the name.
 */
export function todayCuisineOf(
  asked: string,
  options: readonly CuisineOption[],
  members: readonly Pick<Post, "external_data">[],
): string {
  const value = asked.trim().toLowerCase();
  if (options.some((o) => o.value === value)) return value;
  if (!/^\d{1,10}$/.test(value)) return "";
  for (const member of members) {
    const tag = member.external_data.cuisines.find((c) => String(c.id) === value);
    if (tag) return slugify(tag.title);
  }
  return "";
}

/** Whether a member cooks the cuisine of a url name (any of its tags of that name). */
export const cooks = (member: Pick<Post, "external_data">, cuisine: string) =>
  member.external_data.cuisines.some((c) => slugify(c.title) === cuisine);

/** Each occurrence with the names of its member's cuisines (none for an unknown member). */
export function withCuisines(
  occurrences: readonly StopOccurrence[],
  members: readonly Pick<Post, "id" | "external_data">[],
): TodayStop[] {
  const names = new Map(members.map((m) => [m.id, m.external_data.cuisines.map((c) => c.title)]));
  return occurrences.map((o) => ({ ...o, cuisines: names.get(o.member.id) ?? [] }));
}
