import type { ReactElement } from "react";
import { useFragments } from "../lib/fragments.ts";

type Props = {
  /** The element the shared markup goes in; it stays in the page with its class. */
  as: "li" | "footer";
  className: string;
  /** What kind of block it is: the first part of its key. */
  kind: string;
  /** Everything the markup is made from (JSON): the same input gives the same markup. */
  input: unknown;
  /** The block's content. */
  render: () => ReactElement;
  /** False: rendered in the page as usual (a block whose image hint belongs to the page's head). */
  shared?: boolean;
};

/**
 * A block many pages show alike (a member card, the site footer): on the server its content is
 * rendered to static markup once per input and reused by every page (lib/fragments.ts); in the
 * browser, and when `shared` is false, it renders as any component.
 */
export function SharedMarkup({ as: Tag, className, kind, input, render, shared = true }: Props) {
  const fragments = useFragments();
  if (!fragments || !shared) return <Tag className={className}>{render()}</Tag>;
  const html = fragments(`${kind}\n${JSON.stringify(input)}`, render);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own static markup of `render()`
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
