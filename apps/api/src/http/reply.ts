import { dataEnvelope, listEnvelope } from "@fooddir/contract";
import { z } from "zod";

/** Response schemas of the contract's envelope, so every route documents what it sends. */
export { dataEnvelope as dataOf, listEnvelope as listOf };
export const messageData = dataEnvelope(z.object({ message: z.string() }));
/** `{data: null}`: a write that has nothing to answer. */
export const nullData = dataEnvelope(z.null());

/** `{data, meta}` for a complete (unpaged) list. */
export function fullList<T>(items: T[]) {
  return { data: items, meta: { total: items.length, limit: items.length, offset: 0 } };
}
