/**
 * Limits every input of the API is held to before any schema sees it (the API checks bodies,
 * query strings and path parameters of every route with `findUnsafeInput`): no NUL character in
 * any string or key (PostgreSQL refuses them in text), JSON documents at most 64 levels deep and
 * 100,000 values large (deeper documents crash serializers; larger ones exhaust memory).
 */
export const MAX_INPUT_DEPTH = 64;
export const MAX_INPUT_VALUES = 100_000;

export type UnsafeInput = { path: string; message: string };

function fieldName(path: string): string {
  const last = path.split(".").pop() ?? "";
  return last === "" || /^\d+$/.test(last) ? "value" : last.replaceAll("_", " ");
}

const join = (base: string, key: string | number) => (base ? `${base}.${key}` : String(key));

/** The first problem of an input (dotted path + message), or null when it is safe. */
export function findUnsafeInput(input: unknown, basePath = ""): UnsafeInput | null {
  // An explicit stack: a hostile document may be nested far deeper than the call stack allows.
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: input, path: basePath, depth: 0 },
  ];
  let seen = 0;
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as (typeof stack)[number];
    if (++seen > MAX_INPUT_VALUES) {
      return { path: basePath || "body", message: "The request holds too many values." };
    }
    if (typeof value === "string") {
      if (value.includes("\u0000")) {
        return {
          path: path || "body",
          message: `The ${fieldName(path)} may not contain NUL characters.`,
        };
      }
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return {
        path: path || "body",
        message: `The ${fieldName(path)} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`,
      };
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i], path: join(path, i), depth: depth + 1 });
      }
      continue;
    }
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      if (key.includes("\u0000")) {
        return { path: path || "body", message: "A field name may not contain NUL characters." };
      }
      stack.push({ value: child, path: join(path, key), depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Control and invisible formatting characters (Unicode general categories Cc and Cf, plus the
 * line and paragraph separators Zl and Zp): bidirectional overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069) that reorder what a reader sees ("Eve\u202Egnp.exe" shows as "Eveexe.png"),
 * zero-width characters, soft hyphens, byte order marks, tag characters, line breaks and the
 * C0/C1 controls. Text people type into a form never needs them, apart from the tab and line
 * breaks of a multi-line field. The zero-width non-joiner and joiner (U+200C, U+200D) are
 * allowed: Persian and Indic names and emoji sequences need them, and they reorder nothing.
 */
const INVISIBLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const INVISIBLE_ALL = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** The same, less tab, line feed and carriage return (what a multi-line field may hold). */
const INVISIBLE_MULTILINE = /[^\P{Cc}\t\n\r]|(?![\u200C\u200D])[\p{Cf}\p{Zl}\p{Zp}]/u;
const INVISIBLE_MULTILINE_ALL = /[^\P{Cc}\t\n\r]|(?![\u200C\u200D])[\p{Cf}\p{Zl}\p{Zp}]/gu;

export type VisibleTextOptions = {
  /** A multi-line field (a message): tab, line feed and carriage return are allowed. */
  multiline?: boolean;
};

/** True when the text holds a control or invisible formatting character it may not hold. */
export function hasInvisibleCharacters(text: string, options: VisibleTextOptions = {}): boolean {
  return (options.multiline ? INVISIBLE_MULTILINE : INVISIBLE).test(text);
}

/**
 * The text without control and invisible formatting characters, for what leaves the system
 * (mails, exports) even when it was stored before input was checked. In one-line text a run of
 * control characters (a line break, a tab) becomes one space, so words stay apart and no line
 * can be added to a mail; formatting characters (bidirectional overrides, zero-width ones) go.
 * Multi-line text keeps its tabs and line breaks.
 */
export function stripInvisibleCharacters(text: string, options: VisibleTextOptions = {}): string {
  if (options.multiline) return text.replace(INVISIBLE_MULTILINE_ALL, "");
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(INVISIBLE_ALL, "")
    .trim();
}

/** The message of a text holding a control or invisible formatting character. */
export const invisibleCharactersMessage = (label: string) =>
  `The ${label} may not contain control or invisible formatting characters.`;

/**
 * The zod check every schema of typed text uses: `z.string().refine(...visibleText("name"))`
 * refuses control and invisible formatting characters (see INVISIBLE) with a message naming the
 * field; `visibleText("message", { multiline: true })` lets tabs and line breaks through.
 */
export const visibleText = (label: string, options: VisibleTextOptions = {}) =>
  [
    (value: string) => !hasInvisibleCharacters(value, options),
    { message: invisibleCharactersMessage(label) },
  ] as const;
