import { z } from "zod";

/**
 * contract.md "Notifications, search, places": a public search of member posts (GET
 * /api/posts/by-type?type=2&search=, /members?search=) finds words in the title, description,
 * cuisine names and menu, ranked, with small typos forgiven. Each result says where it matched
 * as plain text cut into parts, the matched words marked: clients draw a marked part in a
 * <mark> and every part as text, so no member's text is ever read as HTML.
 */
export const textPartSchema = z.object({ text: z.string(), mark: z.boolean() });
export type TextPart = z.infer<typeof textPartSchema>;

export const searchHighlightSchema = z.object({
  /** The title, its matched words marked. */
  title: z.array(textPartSchema),
  /** A short passage of the description or menu (or cuisines) where the search matched. */
  excerpt: z.array(textPartSchema),
});
export type SearchHighlight = z.infer<typeof searchHighlightSchema>;

/** Words of a search that count (more are ignored) and the shortest word that counts. */
export const MEMBER_SEARCH_LIMITS = { words: 8, minWordLength: 2 } as const;
