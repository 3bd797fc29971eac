import { type Post, slugify } from "@fooddir/contract";

/** /members?cuisine=&search= (spec §2): both read from the URL, so the form works without JS. */
export type MemberFilter = { cuisine: string; search: string };

export type CuisineOption = { value: string; title: string; count: number };

/** Options of a frozen member list (a held API answer, the same object until a write). */
const optionsOfList = new WeakMap<readonly Post[], CuisineOption[]>();

/**
 * The cuisines the listed members cook, by name, each with its number of members. Worked out
 * once per frozen list: every /members render of a site reads the same one until a write.
 */
export function cuisineOptions(members: readonly Post[]): CuisineOption[] {
  const held = optionsOfList.get(members);
  if (held) return held;
  const byValue = new Map<string, CuisineOption>();
  for (const member of members) {
    for (const { title } of member.external_data.cuisines) {
      const value = slugify(title);
      if (!value) continue;
      const option = byValue.get(value) ?? { value, title, count: 0 };
      option.count += 1;
      byValue.set(value, option);
    }
  }
  const options = [...byValue.values()].sort((a, b) => a.title.localeCompare(b.title));
  if (Object.isFrozen(members)) {
    Object.freeze(options);
    for (const option of options) Object.freeze(option);
    optionsOfList.set(members, options);
  }
  return options;
}

/** Cards on one page of /members (?page=N): a phone's page stays light with hundreds listed. */
export const MEMBERS_PAGE_SIZE = 24;

/** A page of /members under a filter: /members?cuisine=&search=&page=N (page 1 without it). */
export function membersPageHref(filter: MemberFilter, page: number): string {
  const query = new URLSearchParams();
  if (filter.cuisine) query.set("cuisine", filter.cuisine);
  if (filter.search) query.set("search", filter.search);
  if (page > 1) query.set("page", String(page));
  return query.size > 0 ? `/members?${query}` : "/members";
}

/** The filter of a request: an unknown cuisine is no filter; the search is trimmed and capped. */
export function memberFilterOf(url: URL, options: readonly CuisineOption[]): MemberFilter {
  const cuisine = (url.searchParams.get("cuisine") ?? "").trim().toLowerCase();
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
  return { cuisine: options.some((o) => o.value === cuisine) ? cuisine : "", search };
}

/**
 * Members of the filter's cuisine. The search is not matched here: the API finds its words
 * (title, description, cuisines, menu; searchedMembers in published-members.server.ts).
 */
export function filterMembers(members: readonly Post[], filter: MemberFilter): Post[] {
  if (!filter.cuisine) return [...members];
  return members.filter((member) =>
    member.external_data.cuisines.some((c) => slugify(c.title) === filter.cuisine),
  );
}
