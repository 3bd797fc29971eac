/**
 * The public renderer of a post body (a read document: media items and `resolved` data).
 *
 * RichText HTML must already be sanitized: the page's loader runs sanitizeBody
 * (sanitize-body.server.ts) so the sanitizer stays out of browser bundles. Public pages are
 * rendered on the server and never hydrated (handle.hydrate = false); the builder imports the
 * components from ./index.ts instead.
 *
 * Every block's props are checked with the contract's schema before rendering (links, video
 * addresses, enums); unknown types and malformed nodes are skipped, never thrown on.
 */
import {
  BLOCK_SLOTS,
  BLOCK_TYPES,
  type BlockType,
  BODY_MAX_NESTING,
  blockPropSchemas,
} from "@fooddir/contract";
import type { ReactNode } from "react";
import { JOIN_BAND_ID } from "../components/public/JoinBand.tsx";
import { blockComponents as C } from "./index.ts";
import {
  asMedia,
  resolvedCuisines,
  resolvedFaq,
  resolvedMembers,
  resolvedPosts,
} from "./resolved.ts";
import type { FormBlockState } from "./types.ts";

export { blockComponents } from "./index.ts";

type Raw = Record<string, unknown>;
type Checked = { type: BlockType; id: string; raw: Raw; props: Raw };
type FormStates = Record<string, FormBlockState> | undefined;
/** What the blocks of one body share: the forms' states and the one join band block shown. */
type Shared = { formStates: FormStates; joinBand: Raw | null };

const isObj = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);

/** The top-level blocks of a document (empty for anything that is not one). */
function contentOf(body: unknown): unknown[] {
  return isObj(body) && Array.isArray(body.content) ? body.content : [];
}

/** A node with a known type whose props pass the type's schema, or null. */
function check(node: unknown): Checked | null {
  if (!isObj(node) || typeof node.type !== "string" || !isObj(node.props)) return null;
  if (!(BLOCK_TYPES as readonly string[]).includes(node.type)) return null;
  const type = node.type as BlockType;
  const { id, resolved: _resolved, ...own } = node.props;
  for (const slot of BLOCK_SLOTS[type] ?? []) delete own[slot];
  const parsed = blockPropSchemas[type].safeParse(own);
  if (!parsed.success) return null;
  return {
    type,
    id: typeof id === "string" ? id : "",
    raw: node.props,
    props: parsed.data as Raw,
  };
}

/** True when the body opens with a Hero that has a title: its title is then the page's h1. */
export function bodyHasHero(body: unknown): boolean {
  for (const node of contentOf(body)) {
    const checked = check(node);
    if (checked) return checked.type === "Hero" && String(checked.props.title).trim() !== "";
  }
  return false;
}

/** The first block of the body (depth first, slots included) of this type, or null. */
function firstBlock(
  body: unknown,
  type: BlockType,
  matches: (props: Raw) => boolean = () => true,
): Checked | null {
  const visit = (nodes: unknown, depth: number): Checked | null => {
    if (!Array.isArray(nodes) || depth > BODY_MAX_NESTING) return null;
    for (const node of nodes) {
      const checked = check(node);
      if (!checked) continue;
      if (checked.type === type && matches(checked.props)) return checked;
      for (const slot of BLOCK_SLOTS[checked.type] ?? []) {
        const found = visit(checked.raw[slot], depth + 1);
        if (found) return found;
      }
    }
    return null;
  };
  return visit(contentOf(body), 0);
}

/** True when the body shows a Form block (of this form when given) anywhere, slots included. */
export function bodyHasForm(body: unknown, form?: string): boolean {
  return firstBlock(body, "Form", (props) => form === undefined || props.form === form) !== null;
}

/** True when the body holds a Join band block (the page's opt-in to the band). */
export function bodyHasJoinBand(body: unknown): boolean {
  return firstBlock(body, "JoinBand") !== null;
}

function BlockList({
  nodes,
  depth,
  shared,
  opensPage = false,
}: {
  nodes: unknown;
  depth: number;
  shared: Shared;
  opensPage?: boolean;
}) {
  if (!Array.isArray(nodes) || depth > BODY_MAX_NESTING) return null;
  const blocks = nodes.map(check).filter((b): b is Checked => b !== null);
  return blocks.map((block, index) => (
    <Block
      // biome-ignore lint/suspicious/noArrayIndexKey: ids of a hand-written row may repeat
      key={`${index}-${block.id}`}
      block={block}
      depth={depth}
      shared={shared}
      headingLevel={opensPage && index === 0 ? 1 : 2}
    />
  ));
}

function Block({
  block,
  depth,
  shared,
  headingLevel,
}: {
  block: Checked;
  depth: number;
  shared: Shared;
  headingLevel: 1 | 2;
}): ReactNode {
  const { raw } = block;
  const { formStates } = shared;
  // biome-ignore lint/suspicious/noExplicitAny: props were checked by the type's schema above
  const props = block.props as any;
  const slot = (name: string) => <BlockList nodes={raw[name]} depth={depth + 1} shared={shared} />;
  switch (block.type) {
    case "Heading":
      return <C.Heading {...props} />;
    case "RichText":
      return <C.RichText text={props.text} />;
    case "Image":
      return <C.Image {...props} image={asMedia(raw.image)} />;
    case "Gallery": {
      const rawImages = Array.isArray(raw.images) ? raw.images : [];
      const images = (props.images as { alt: string }[]).map((entry, i) => ({
        alt: entry.alt,
        image: asMedia(isObj(rawImages[i]) ? rawImages[i].image : null),
      }));
      return <C.Gallery {...props} images={images} />;
    }
    case "Hero":
      return <C.Hero {...props} image={asMedia(raw.image)} headingLevel={headingLevel} />;
    case "Section":
      return <C.Section {...props} content={slot("content")} />;
    case "Columns":
      return (
        <C.Columns
          {...props}
          column1={slot("column1")}
          column2={slot("column2")}
          column3={slot("column3")}
        />
      );
    case "MemberGrid":
      return <C.MemberGrid {...props} resolved={resolvedMembers(raw.resolved)} />;
    case "CuisineList":
      return <C.CuisineList {...props} resolved={resolvedCuisines(raw.resolved)} />;
    case "Faq":
      return <C.Faq {...props} resolved={resolvedFaq(raw.resolved)} />;
    case "LatestPosts":
      return <C.LatestPosts {...props} resolved={resolvedPosts(raw.resolved)} />;
    case "CallToAction":
      return <C.CallToAction {...props} />;
    case "Form":
      return <C.Form {...props} id={block.id} state={formStates?.[block.id]} />;
    case "Video":
      return <C.Video {...props} />;
    case "Spacer":
      return <C.Spacer {...props} />;
    case "Divider":
      return <C.Divider />;
    case "JoinBand":
      // Only the page's first Join band block, and only where the band belongs.
      return <C.JoinBand shown={raw === shared.joinBand} state={formStates?.[JOIN_BAND_ID]} />;
    default:
      return null;
  }
}

/**
 * A post body as HTML: the blocks in order, slots nested. A Hero that opens the body gets the
 * page's h1 (see bodyHasHero); `formStates` are the page action's answers by Form block id.
 * `joinBand` says whether the page shows its (first) Join band block (lib/join-band.ts).
 */
export function BlockBody({
  body,
  formStates,
  joinBand = false,
}: {
  body: unknown;
  formStates?: FormStates;
  joinBand?: boolean;
}) {
  const content = contentOf(body);
  if (content.length === 0) return null;
  const shared: Shared = {
    formStates,
    joinBand: joinBand ? (firstBlock(body, "JoinBand")?.raw ?? null) : null,
  };
  return (
    <div className="blk-body">
      <BlockList nodes={content} depth={0} shared={shared} opensPage />
    </div>
  );
}
