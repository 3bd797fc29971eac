import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/**
 * The total of a paged match, counted only when the page does not tell it: a short page that
 * is not past the end holds the rest of the match, and an empty first page means none.
 */
export async function pageTotal(
  db: Db,
  shown: number,
  { limit, offset }: { limit: number; offset: number },
  match: { table: PgTable; where: SQL | undefined },
): Promise<number> {
  if (shown > 0 && shown < limit) return offset + shown;
  if (shown === 0 && offset === 0) return 0;
  const [{ total }] = await db.select({ total: count() }).from(match.table).where(match.where);
  return total;
}
