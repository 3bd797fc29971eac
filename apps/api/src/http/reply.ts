import { dataEnvelope, listEnvelope } from "@fooddir/contract";
import { z } from "zod";

/** Response schemas of the contract's envelope, so every route documents what it sends. */
export { dataEnvelope as dataOf, listEnvelope as listOf };
export const messageData = dataEnvelope(z.object({ message: z.string() }));

/** `{data, meta}` for a complete (unpaged) list. */
export function fullList<T>(items: T[]) {
  return { data: items, meta: { total: items.length, limit: items.length, offset: 0 } };
}
