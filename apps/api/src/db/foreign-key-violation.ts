/**
 * True when `error` (or its cause) is PostgreSQL's foreign key violation, of `constraint` when
 * one is named.
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown };
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23503") {
      return (
        constraint === undefined ||
        e.constraint === constraint ||
        Boolean(e.message?.includes(constraint))
      );
    }
  }
  return false;
}
