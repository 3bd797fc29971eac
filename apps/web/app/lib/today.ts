import type { Post, StopOccurrence } from "@fooddir/contract";

/** /today ("Where to eat today", contract.md "Where the trucks are"). */
export const TODAY_PATH = "/today";

/** A cuisine of the filter: a cuisine tag id (what GET /api/stops?cuisine= takes). */
export type CuisineChoice = { id: number; title: string; count: number };

/** An occurrence on /today with its member's cuisine names. */
export type TodayStop = StopOccurrence & { cuisines: string[] };

/** The cuisine tags the published members cook, by name, each with its number of members. */
export function cuisineChoices(members: readonly Pick<Post, "external_data">[]): CuisineChoice[] {
  const byId = new Map<number, CuisineChoice>();
  for (const member of members) {
    for (const { id, title } of member.external_data.cuisines) {
      const choice = byId.get(id) ?? { id, title, count: 0 };
      choice.count += 1;
      byId.set(id, choice);
    }
  }
  return [...byId.values()].sort((a, b) => a.title.localeCompare(b.title));
}

/** Each occurrence with the names of its member's cuisines (none for an unknown member). */
export function withCuisines(
  occurrences: readonly StopOccurrence[],
  members: readonly Pick<Post, "id" | "external_data">[],
): TodayStop[] {
  const names = new Map(members.map((m) => [m.id, m.external_data.cuisines.map((c) => c.title)]));
  return occurrences.map((o) => ({ ...o, cuisines: names.get(o.member.id) ?? [] }));
}
