import type { BlockProps } from "./blocks.ts";
import type { MediaItem } from "./domains.ts";

/* ---------- Resolved data (read only; the API fills it on single-post reads) ----------
 * Every `url` here is a public path starting with / (a post with url "tacos" -> "/tacos",
 * the home page -> "/"); a cuisine's url is its cuisine page's path, or null without one. */

export type BlockMedia = Pick<
  MediaItem,
  "id" | "url" | "thumbnail_url" | "alt" | "width" | "height"
>;
export type ResolvedMember = {
  id: number;
  title: string;
  url: string;
  description: string;
  poster: BlockMedia | null;
  logo: BlockMedia | null;
  cuisines: string[];
};
export type ResolvedCuisine = { id: number; title: string; url: string | null; count: number };
export type ResolvedFaqCategory = {
  id: number | null;
  name: string;
  faqs: { id: number; question: string; answer: string }[];
};
export type ResolvedPost = {
  id: number;
  title: string;
  url: string;
  description: string;
  poster: BlockMedia | null;
  created_at: string;
};
export type BlockResolved = {
  MemberGrid: { members: ResolvedMember[] };
  CuisineList: { cuisines: ResolvedCuisine[] };
  Faq: { categories: ResolvedFaqCategory[] };
  LatestPosts: { posts: ResolvedPost[] };
};

/**
 * The props each data block's `resolved` value depends on (read by the API's resolver): the
 * builder asks for fresh data when one of these changes, never for a title or a display option.
 */
export const BLOCK_DATA_INPUTS = {
  MemberGrid: ["mode", "cuisine_id", "member_ids", "limit"],
  CuisineList: [],
  Faq: ["category_id"],
  LatestPosts: ["count"],
} as const satisfies { [T in keyof BlockResolved]: readonly (keyof BlockProps<T>)[] };
