/**
 * The pages the menu item dialog offers as internal links: the listings, then the site's posts
 * by type, each path once.
 */

export const PAGE_GROUP_LABELS: Record<number, string> = {
  1: "Pages",
  2: "Members",
  3: "Cuisines",
  4: "Showcases",
  5: "Caterings",
  6: "Blog posts",
};

/** A post's url as a site path: "/" stays, "about" -> "/about". */
export function postPath(url: string): string {
  const trimmed = url.trim().replace(/^\/+/, "");
  return trimmed === "" ? "/" : `/${trimmed}`;
}

export type PageOptionGroup = { group: string; items: { value: string; label: string }[] };

/** The site's listing pages, offered first by the internal-page picker. */
const LISTINGS = [
  { value: "/members", label: "Members listing" },
  { value: "/blog", label: "Blog" },
  { value: "/today", label: "Where to eat today" },
];

/**
 * Options of the internal-page picker, grouped by post type, after the listings (members, blog,
 * today).
 * Each path appears once (the first post with it wins) since the picker's value is the path.
 */
export function pageOptionGroups(
  groups: readonly { type: number; posts: readonly { title: string; url: string }[] }[],
): PageOptionGroup[] {
  const seen = new Set<string>(LISTINGS.map((item) => item.value));
  const out: PageOptionGroup[] = [{ group: "Listings", items: LISTINGS }];
  for (const { type, posts } of groups) {
    const items: PageOptionGroup["items"] = [];
    for (const post of posts) {
      const value = postPath(post.url);
      if (seen.has(value)) continue;
      seen.add(value);
      items.push({ value, label: post.title.trim() || value });
    }
    if (items.length > 0) out.push({ group: PAGE_GROUP_LABELS[type] ?? `Type ${type}`, items });
  }
  return out;
}
