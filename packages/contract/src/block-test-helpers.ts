import { parseBlockDocument } from "./block-document.ts";
import { blockDefaults } from "./blocks.ts";

/** Documents and blocks for the block tests: each block gets a fresh id and its defaults. */

type Props = Record<string, unknown>;
let next = 0;
export const block = (type: string, props: Props = {}) => ({
  type,
  props: {
    id: `b${++next}`,
    ...((blockDefaults as Record<string, Props>)[type] ?? {}),
    ...props,
  },
});
export const doc = (...content: unknown[]) => ({ root: { props: {} }, content });

/** The clean document; throws with the issues when there are any. */
export function parsed(input: unknown) {
  const result = parseBlockDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}
/** The issues of a document that must not parse. */
export function issues(input: unknown) {
  const result = parseBlockDocument(input);
  if (result.ok) throw new Error("expected issues");
  return result.issues;
}
