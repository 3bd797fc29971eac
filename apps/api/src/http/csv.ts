import { stripInvisibleCharacters } from "@fooddir/contract";

/**
 * One CSV cell, safe to open in a spreadsheet whether it splits on commas or, as Excel does in
 * most European locales, on semicolons (RFC 4180 quoting, quotes doubled):
 * - control and invisible formatting characters go (bidirectional overrides that disguise text,
 *   zero-width characters that hide a formula's start), line breaks and tabs stay;
 * - text a spreadsheet would run as a formula - starting, after any whitespace, with = + - @
 *   (or their full-width forms), or with a tab or carriage return - gets an apostrophe in
 *   front, inside quotes, so opening the file shows what a visitor typed and never runs it;
 * - a cell holding either separator (`,` or `;`), a quote or a line break is quoted, so neither
 *   kind of spreadsheet starts a new cell inside it (`x;=1+1;y` stays one cell).
 */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = stripInvisibleCharacters(value, { multiline: true });
  const formula = FORMULA_START.test(text);
  const cell = formula ? `'${text}` : text;
  return formula || /[",;\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** What a spreadsheet may read as the start of a formula. */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * CSV text with a header line and one line per row (`cells` gives a row's cells in the order
 * of `columns`): what every CSV export of a list writes.
 */
export function csvOf<T>(
  columns: readonly string[],
  rows: readonly T[],
  cells: (row: T) => (string | number)[],
): string {
  return csvLine([...columns]) + rows.map((row) => csvLine(cells(row))).join("");
}

/** `<name>-<host>-<YYYY-MM-DD>.csv`, the date in UTC; only safe characters of the host. */
export function csvFileName(name: string, host: string, now = new Date()): string {
  const safeHost = host.replace(/[^a-z0-9.-]/gi, "_");
  return `${name}-${safeHost}-${now.toISOString().slice(0, 10)}.csv`;
}
