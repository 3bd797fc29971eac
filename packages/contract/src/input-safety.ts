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
