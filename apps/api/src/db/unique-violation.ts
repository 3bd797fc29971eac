/** True when `error` (or its cause) is PostgreSQL's unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown };
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505") {
      return e.constraint === constraint || Boolean(e.message?.includes(constraint));
    }
  }
  return false;
}
