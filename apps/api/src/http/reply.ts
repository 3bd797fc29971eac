import { listMetaSchema } from "@fooddir/contract";
import { z } from "zod";

/** Response schema helpers so every route documents the envelope it sends. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listOf = <T extends z.ZodType>(schema: T) =>
  z.object({ data: z.array(schema), meta: listMetaSchema });
export const messageData = dataOf(z.object({ message: z.string() }));

/** `{data, meta}` for a complete (unpaged) list. */
export function fullList<T>(items: T[]) {
  return { data: items, meta: { total: items.length, limit: items.length, offset: 0 } };
}
