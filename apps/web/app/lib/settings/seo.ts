import { POST_TYPES } from "@fooddir/contract";
import type { PostSeoItem, PostSeoUpdate } from "./api.ts";

/** The SEO tab of /panel/site-options: domain SEO, per-post flags, filtering and the one save. */

/** Search results show about this much; longer is allowed but cut off there. */
export const SEO_TITLE_HINT = 60;
export const SEO_DESCRIPTION_HINT = 160;
/** Hard limits of PUT /api/posts/seo `domain`. */
export const SEO_TITLE_MAX = 255;
export const SEO_DESCRIPTION_MAX = 1000;

export const SEO_FLAGS = ["no_index", "no_follow", "show_in_sitemap"] as const;
export type SeoFlag = (typeof SEO_FLAGS)[number];
export const SEO_FLAG_LABELS: Record<SeoFlag, string> = {
  no_index: "No index",
  no_follow: "No follow",
  show_in_sitemap: "In sitemap",
};

export type DomainSeo = { title: string; description: string };
/** Edited flags per post id. */
export type RowEdits = Record<number, Partial<Record<SeoFlag, boolean>>>;

/** "Page", "Member", ... for post_type_id (from POST_TYPES); "Type 9" for an unknown id. */
export function postTypeName(id: number): string {
  const key = Object.entries(POST_TYPES).find(([, value]) => value === id)?.[0];
  return key ? key.charAt(0).toUpperCase() + key.slice(1) : `Type ${id}`;
}

/** A row with its edits applied. */
export function applyEdits(row: PostSeoItem, edits: RowEdits): PostSeoItem {
  const edit = edits[row.id];
  return edit ? { ...row, ...edit } : row;
}

function rowChanged(row: PostSeoItem, edits: RowEdits): boolean {
  const edit = edits[row.id];
  return !!edit && SEO_FLAGS.some((f) => edit[f] !== undefined && edit[f] !== row[f]);
}

/** The ids of rows whose flags differ from the server's. */
export function changedRowIds(rows: readonly PostSeoItem[], edits: RowEdits): Set<number> {
  return new Set(rows.filter((r) => rowChanged(r, edits)).map((r) => r.id));
}

/** The `posts` of the PUT: changed rows only, with all three flags (title/description untouched). */
export function changedPosts(rows: readonly PostSeoItem[], edits: RowEdits): PostSeoUpdate[] {
  return rows
    .filter((r) => rowChanged(r, edits))
    .map((r) => {
      const next = applyEdits(r, edits);
      return {
        id: r.id,
        no_index: next.no_index,
        no_follow: next.no_follow,
        show_in_sitemap: next.show_in_sitemap,
      };
    });
}

/** True when the domain SEO differs from the saved one (surrounding spaces ignored). */
export function domainSeoChanged(saved: DomainSeo, current: DomainSeo) {
  return {
    title: saved.title.trim() !== current.title.trim(),
    description: saved.description.trim() !== current.description.trim(),
  };
}

/** Each changed domain field and each changed post counts as one unsaved change. */
export function countSeoChanges(
  saved: DomainSeo,
  current: DomainSeo,
  rows: readonly PostSeoItem[],
  edits: RowEdits,
): number {
  const domain = domainSeoChanged(saved, current);
  return Number(domain.title) + Number(domain.description) + changedRowIds(rows, edits).size;
}

export type SeoFilter = { type: number | null; search: string };

/** Rows of the type (null: all) whose title or url contains the search (case-insensitive). */
export function filterSeoRows(rows: readonly PostSeoItem[], filter: SeoFilter): PostSeoItem[] {
  const needle = filter.search.trim().toLowerCase();
  return rows.filter(
    (r) =>
      (filter.type === null || r.post_type_id === filter.type) &&
      (needle === "" ||
        r.title.toLowerCase().includes(needle) ||
        r.url.toLowerCase().includes(needle)),
  );
}

/** Type filter options with counts: "All (12)", "Member (8)", ... only for types present. */
export function typeOptions(rows: readonly PostSeoItem[]) {
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.post_type_id, (counts.get(r.post_type_id) ?? 0) + 1);
  return [
    { value: "all", label: `All (${rows.length})` },
    ...[...counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, n]) => ({ value: String(id), label: `${postTypeName(id)} (${n})` })),
  ];
}

/** Text cut to `max` characters at a word boundary with "…", as a search result shows it. */
export function snippetText(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, " ");
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Server field errors of the save mapped for the form: `domain.title` -> `title`,
 * `posts.3.no_index` -> `post:<id of the 4th sent post>`.
 */
export function seoServerErrors(
  errors: Record<string, string> | null | undefined,
  sent: readonly PostSeoUpdate[],
): Record<string, string> {
  const out: Record<string, string> = {};
  const add = (key: string, message: string) => {
    out[key] = out[key] ? `${out[key]}, ${message}` : message;
  };
  for (const [field, message] of Object.entries(errors ?? {})) {
    const parts = field.split(".");
    if (parts[0] === "domain" && (parts[1] === "title" || parts[1] === "description")) {
      add(parts[1], message);
    } else if (parts[0] === "posts" && parts[1] !== undefined && sent[Number(parts[1])]) {
      add(`post:${sent[Number(parts[1])]?.id}`, message);
    }
  }
  return out;
}

/** Edits left after a save of `sent`: rows toggled again while saving stay edited. */
export function editsAfterSave(edits: RowEdits, sent: readonly PostSeoUpdate[]): RowEdits {
  const next: RowEdits = { ...edits };
  for (const post of sent) {
    const edit = next[post.id];
    if (edit && SEO_FLAGS.every((f) => edit[f] === undefined || edit[f] === post[f])) {
      delete next[post.id];
    }
  }
  return next;
}
