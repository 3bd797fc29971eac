import { MEMBER_SEARCH_LIMITS, type TextPart } from "@fooddir/contract";

// The words of a member search and how they match (contract.md "Notifications, search,
// places"): each word of the search matches a word of the member's text that starts with it,
// or a near spelling of it found in the domain's own words (its typo corrections).

/** A word of the search and the domain's words it may be a typo of. */
export type SearchTerm = { word: string; corrections: string[] };

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a search: lower case, 2 characters or more, each once, 8 at most. */
export function searchWords(search: string): string[] {
  const words = (search.toLowerCase().match(WORD) ?? []).filter(
    (w) => w.length >= MEMBER_SEARCH_LIMITS.minWordLength,
  );
  return [...new Set(words)].slice(0, MEMBER_SEARCH_LIMITS.words);
}

/** Common short words a typo is never corrected to ("thia" means thai, not "this"). */
export const NOT_CORRECTIONS: readonly string[] =
  "also and are been but can each for from has have her here his into just like made make more most much not our out over she some such than that the them then they this very was were what when who with you your".split(
    " ",
  );

/**
 * Letters a correction of the same length may differ in: one for words of 4 to 7 letters, two
 * from 8; none under 4 (no correction). Two swapped neighbours count as one typo.
 */
export function typosAllowed(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/** A lexeme in tsquery syntax: quoted, its quotes doubled and backslashes escaped. */
const lexeme = (word: string) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/**
 * The text of a `to_tsquery('simple', ...)`: every term (AND), each by its prefix or, unless
 * `exact`, one of its corrections.
 */
export function tsqueryText(
  terms: readonly SearchTerm[],
  { exact = false }: { exact?: boolean } = {},
): string {
  return terms
    .map(({ word, corrections }) => {
      const options = [`${lexeme(word)}:*`, ...(exact ? [] : corrections.map(lexeme))];
      return `(${options.join(" | ")})`;
    })
    .join(" & ");
}

/** Whether a word of a text is matched by a term (its prefix or one of its corrections). */
function matches(token: string, terms: readonly SearchTerm[]): boolean {
  const lower = token.toLowerCase();
  return terms.some((t) => lower.startsWith(t.word) || t.corrections.includes(lower));
}

/** A text in parts, its matched words marked (plain text: never HTML). */
export function markedParts(text: string, terms: readonly SearchTerm[]): TextPart[] {
  const parts: TextPart[] = [];
  const push = (piece: string, mark: boolean) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last && last.mark === mark && !mark) last.text += piece;
    else parts.push({ text: piece, mark });
  };
  let at = 0;
  for (const found of text.matchAll(WORD)) {
    const index = found.index ?? 0;
    const mark = matches(found[0], terms);
    push(text.slice(at, index), false);
    push(found[0], mark);
    at = index + found[0].length;
  }
  push(text.slice(at), false);
  return parts;
}

/** How many different words are marked in a text. */
export const markedWords = (parts: readonly TextPart[]) =>
  new Set(parts.filter((p) => p.mark).map((p) => p.text.toLowerCase())).size;

/** The longest excerpt, in characters. */
export const EXCERPT_LENGTH = 160;

/**
 * A passage of a text around its first matched word, EXCERPT_LENGTH characters at most, cut at
 * spaces with "…" where it was cut.
 */
export function excerptOf(text: string, terms: readonly SearchTerm[]): TextPart[] {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= EXCERPT_LENGTH) return markedParts(clean, terms);
  const parts = markedParts(clean, terms);
  let offset = 0;
  for (const part of parts) {
    if (part.mark) break;
    offset += part.text.length;
  }
  let start = Math.max(0, Math.min(offset - 40, clean.length - EXCERPT_LENGTH));
  if (start > 0) start = clean.indexOf(" ", start) + 1 || start;
  let end = Math.min(clean.length, start + EXCERPT_LENGTH);
  if (end < clean.length)
    end = clean.lastIndexOf(" ", end) > start ? clean.lastIndexOf(" ", end) : end;
  const passage = `${start > 0 ? "…" : ""}${clean.slice(start, end)}${end < clean.length ? "…" : ""}`;
  return markedParts(passage, terms);
}
