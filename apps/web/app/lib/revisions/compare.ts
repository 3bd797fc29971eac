import {
  BLOCK_SLOTS,
  type BlockNode,
  type BlockType,
  canonicalJson,
  POST_STATUS_NAMES,
  type PostSnapshot,
  type PostStatusId,
  type RevisionKind,
} from "@fooddir/contract";
import { type Change, diffLines, diffWords } from "diff";
import { wallTimeIn } from "../schedule/wall-time.ts";
import { type ProfileRow, profileRows } from "./profile-compare.ts";

/**
 * What changed between two versions of a post (issue 24, the History tab): the fields as text
 * diffs (jsdiff) and the page-builder document block by block. Pure: the screen renders it.
 */

/** A run of text that both versions share, or that only the newer (added) or older has. */
export type Segment = { kind: "same" | "added" | "removed"; text: string };

/** Longer texts than this are compared as a whole (replaced), not word by word. */
const DIFF_TIMEOUT_MS = 200;

function segmentsOf(changes: Change[]): Segment[] {
  const out: Segment[] = [];
  for (const c of changes) {
    if (!c.value) continue;
    const kind = c.added ? "added" : c.removed ? "removed" : "same";
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += c.value;
    else out.push({ kind, text: c.value });
  }
  return out;
}

/** The word diff (or line diff) of two texts; equal texts give one `same` segment. */
export function textSegments(
  before: string,
  after: string,
  mode: "words" | "lines" = "words",
): Segment[] {
  if (before === after) return before ? [{ kind: "same", text: before }] : [];
  const options = { timeout: DIFF_TIMEOUT_MS };
  const changes =
    mode === "lines" ? diffLines(before, after, options) : diffWords(before, after, options);
  if (changes) return segmentsOf(changes);
  // Too different to compare in time: the old text out, the new one in.
  return segmentsOf([
    { value: before, removed: true, added: false, count: 1 },
    { value: after, removed: false, added: true, count: 1 },
  ]);
}

// ---------------------------------------------------------------- words for people

/** Snapshot keys as the History list says them. */
export const FIELD_WORDS: Record<keyof PostSnapshot, string> = {
  title: "title",
  url: "URL",
  description: "description",
  post_status_id: "status",
  no_index: "noindex",
  no_follow: "nofollow",
  show_in_sitemap: "sitemap",
  position: "order",
  poster_id: "poster",
  logo_id: "logo",
  cuisines: "cuisines",
  profile: "profile",
  post_body: "page content",
  deleted_at: "trash",
  publish_at: "publish time",
  unpublish_at: "unpublish time",
};

export const KIND_WORDS: Record<RevisionKind, string> = {
  create: "Created",
  data: "Edited",
  body: "Page builder",
  status: "Status changed",
  order: "Reordered",
  seo: "Search settings",
  trash: "Moved to the trash",
  restore: "Restored from the trash",
  revert: "Restored an earlier version",
  schedule: "Scheduled publishing",
};

/** "title, description and page content" (unknown names as they are). */
export function fieldWords(fields: readonly string[]): string {
  const words = fields.map((f) => FIELD_WORDS[f as keyof PostSnapshot] ?? f.replaceAll("_", " "));
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

// ---------------------------------------------------------------- fields

/** A field's text diff; the member profile instead as `rows`, one per value that differs. */
export type FieldChange = {
  field: keyof PostSnapshot;
  label: string;
  segments: Segment[];
  rows?: ProfileRow[];
};

const yesNo = (v: boolean) => (v ? "Yes" : "No");
const mediaText = (id: number | null) => (id === null ? "None" : `Image #${id}`);
/** A schedule time (an ISO instant) as the wall time `2027-03-14 09:00` of the domain's zone. */
export function wallText(iso: string | null, timeZone = "UTC"): string {
  if (!iso) return "Not set";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  try {
    return wallTimeIn(ms, timeZone).replace("T", " ");
  } catch {
    return iso;
  }
}

/** What the comparison needs besides the versions: cuisine names, the domain's zone. */
export type CompareContext = { names?: ReadonlyMap<number, string>; timeZone?: string };

type FieldSpec = {
  field: keyof PostSnapshot;
  label: string;
  text: (s: PostSnapshot, context: Required<CompareContext>) => string;
};

const FIELDS: FieldSpec[] = [
  { field: "title", label: "Title", text: (s) => s.title },
  { field: "url", label: "URL", text: (s) => `/${s.url}` },
  { field: "description", label: "Description", text: (s) => s.description },
  {
    field: "post_status_id",
    label: "Status",
    text: (s) => POST_STATUS_NAMES[s.post_status_id as PostStatusId] ?? String(s.post_status_id),
  },
  { field: "no_index", label: "Hide from search engines", text: (s) => yesNo(s.no_index) },
  { field: "no_follow", label: "Do not follow links", text: (s) => yesNo(s.no_follow) },
  { field: "show_in_sitemap", label: "Show in sitemap", text: (s) => yesNo(s.show_in_sitemap) },
  {
    field: "publish_at",
    label: "Publish at",
    text: (s, c) => wallText(s.publish_at, c.timeZone),
  },
  {
    field: "unpublish_at",
    label: "Unpublish at",
    text: (s, c) => wallText(s.unpublish_at, c.timeZone),
  },
  { field: "poster_id", label: "Poster", text: (s) => mediaText(s.poster_id) },
  { field: "logo_id", label: "Logo", text: (s) => mediaText(s.logo_id) },
  {
    field: "cuisines",
    label: "Cuisines",
    text: (s, c) => s.cuisines.map((id) => c.names.get(id) ?? `#${id}`).join(", ") || "None",
  },
  { field: "position", label: "Order", text: (s) => String(s.position + 1) },
  { field: "deleted_at", label: "In the trash", text: (s) => yesNo(s.deleted_at !== null) },
];

/** The fields (all but the builder document) that differ, each as a text diff. */
export function fieldChanges(
  before: PostSnapshot,
  after: PostSnapshot,
  context: CompareContext = {},
): FieldChange[] {
  const full = { names: context.names ?? new Map(), timeZone: context.timeZone ?? "UTC" };
  const changes: FieldChange[] = [];
  for (const spec of FIELDS) {
    const a = spec.text(before, full);
    const b = spec.text(after, full);
    if (a === b) continue;
    changes.push({ field: spec.field, label: spec.label, segments: textSegments(a, b) });
  }
  // The profile as values (never its JSON): key order and absent vs empty never count.
  const rows = profileRows(before.profile, after.profile);
  if (rows.length > 0) {
    const at = changes.findIndex((c) => c.field === "position" || c.field === "deleted_at");
    changes.splice(at === -1 ? changes.length : at, 0, {
      field: "profile",
      label: "Profile",
      segments: [],
      rows,
    });
  }
  return changes;
}

// ---------------------------------------------------------------- builder blocks

export type PropChange = { prop: string; segments: Segment[] };

export type BlockChange = {
  id: string;
  type: string;
  /** `Heading “Opening hours”`. */
  label: string;
  /** A block both moved and changed is `moved` with its `props`. */
  change: "added" | "removed" | "moved" | "changed";
  /** Where it was and is: `position 2 on the page`, `position 1 in Section “Menu” (content)`. */
  from?: string;
  to?: string;
  props: PropChange[];
};

export type BlockDiff = { changes: BlockChange[]; unchanged: number };

type Placed = { block: BlockNode; container: string; containerLabel: string; index: number };

const TYPE_WORDS: Partial<Record<BlockType, string>> = {
  RichText: "Rich text",
  MemberGrid: "Member grid",
  CuisineList: "Cuisine list",
  Faq: "FAQ",
  LatestPosts: "Latest posts",
  CallToAction: "Call to action",
  JoinBand: "Join band",
};
const LABEL_PROPS = ["title", "text", "heading", "label"];

/** Visible text of the editor's rich-text HTML (tags out, common entities decoded). */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|div|blockquote)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

function blockLabel(block: BlockNode): string {
  const type = TYPE_WORDS[block.type] ?? block.type;
  for (const key of LABEL_PROPS) {
    const value = block.props[key];
    if (typeof value !== "string") continue;
    const text = htmlText(value).replace(/\s+/g, " ");
    if (!text) continue;
    return `${type} “${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;
  }
  return type;
}

function contentOf(doc: unknown): BlockNode[] {
  const content = (doc as { content?: unknown } | null | undefined)?.content;
  return Array.isArray(content) ? (content as BlockNode[]) : [];
}

const isBlock = (value: unknown): value is BlockNode =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as BlockNode).type === "string" &&
  typeof (value as BlockNode).props?.id === "string";

/** Every block with its container (`root` or `{parent id}/{slot}`) and index there. */
function placeAll(doc: unknown): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  const visit = (list: unknown[], container: string, containerLabel: string) => {
    list.filter(isBlock).forEach((block, index) => {
      if (placed.has(block.props.id)) return;
      placed.set(block.props.id, { block, container, containerLabel, index });
      for (const slot of BLOCK_SLOTS[block.type] ?? []) {
        const nested = block.props[slot];
        if (Array.isArray(nested)) {
          visit(nested, `${block.props.id}/${slot}`, `in ${blockLabel(block)} (${slot})`);
        }
      }
    });
  };
  visit(contentOf(doc), "root", "on the page");
  return placed;
}

/** The longest common subsequence of two id lists (the blocks that kept their order). */
function keptOrder(a: string[], b: string[]): Set<string> {
  const dp = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      dp[i][j] = a[i] === b[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
    }
  }
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i++;
      j++;
    } else if (dp[i + 1][j] >= dp[i][j + 1]) i++;
    else j++;
  }
  return kept;
}

/** A prop's value as text: rich text as its visible text, other values as JSON. */
function propText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return /<[a-z][^>]*>/i.test(value) ? htmlText(value) : value;
  return JSON.stringify(value);
}

function propChanges(before: BlockNode, after: BlockNode): PropChange[] {
  const slots = new Set([
    ...(BLOCK_SLOTS[before.type] ?? []),
    ...(BLOCK_SLOTS[after.type] ?? []),
    "id",
    "resolved",
  ]);
  const keys = [...new Set([...Object.keys(before.props), ...Object.keys(after.props)])]
    .filter((k) => !slots.has(k))
    .sort();
  const changes: PropChange[] = [];
  for (const prop of keys) {
    const a = before.props[prop];
    const b = after.props[prop];
    if (canonicalJson(a) === canonicalJson(b)) continue;
    let ta = propText(a);
    let tb = propText(b);
    // Only the markup changed (bold, a link): show the markup.
    if (ta === tb) {
      ta = typeof a === "string" ? a : ta;
      tb = typeof b === "string" ? b : tb;
    }
    changes.push({ prop, segments: textSegments(ta, tb) });
  }
  if (before.type !== after.type) {
    changes.unshift({ prop: "type", segments: textSegments(before.type, after.type) });
  }
  return changes;
}

const positionText = (p: Placed) => `position ${p.index + 1} ${p.containerLabel}`;

/**
 * Two builder documents block by block, matched by their ids (nested blocks too): added,
 * removed, moved (another container, or out of the order the blocks kept), changed (with the
 * props that differ), and how many stayed as they were. In the newer document's order, the
 * removed blocks last.
 */
export function blockDiff(before: unknown, after: unknown): BlockDiff {
  const old = placeAll(before);
  const now = placeAll(after);

  // Per container, the shared blocks in both orders: those outside the kept order moved.
  const moved = new Set<string>();
  const sequences = new Map<string, { a: string[]; b: string[] }>();
  for (const [id, p] of now) {
    const q = old.get(id);
    if (!q) continue;
    if (q.container !== p.container) {
      moved.add(id);
      continue;
    }
    const seq = sequences.get(p.container) ?? { a: [], b: [] };
    sequences.set(p.container, seq);
    seq.b.push(id);
  }
  for (const [id, q] of old) {
    const p = now.get(id);
    if (p && p.container === q.container) sequences.get(q.container)?.a.push(id);
  }
  for (const { a, b } of sequences.values()) {
    const kept = keptOrder(a, b);
    for (const id of b) if (!kept.has(id)) moved.add(id);
  }

  const changes: BlockChange[] = [];
  let unchanged = 0;
  for (const [id, p] of now) {
    const q = old.get(id);
    const base = { id, type: p.block.type, label: blockLabel(p.block) };
    if (!q) {
      changes.push({ ...base, change: "added", to: positionText(p), props: [] });
      continue;
    }
    const props = propChanges(q.block, p.block);
    if (moved.has(id)) {
      changes.push({ ...base, change: "moved", from: positionText(q), to: positionText(p), props });
    } else if (props.length > 0) {
      changes.push({ ...base, change: "changed", props });
    } else unchanged++;
  }
  for (const [id, q] of old) {
    if (now.has(id)) continue;
    changes.push({
      id,
      type: q.block.type,
      label: blockLabel(q.block),
      change: "removed",
      from: positionText(q),
      props: [],
    });
  }
  return { changes, unchanged };
}

export type Comparison = { fields: FieldChange[]; blocks: BlockDiff };

/** Everything that differs from `before` to `after`. */
export function compareSnapshots(
  before: PostSnapshot,
  after: PostSnapshot,
  context?: CompareContext,
): Comparison {
  return {
    fields: fieldChanges(before, after, context),
    blocks: blockDiff(before.post_body, after.post_body),
  };
}

/** What a restore leaves as it is (POST .../restore): the order, the trash and the schedule. */
export const RESTORE_KEEPS = ["position", "deleted_at", "publish_at", "unpublish_at"] as const;

/** What restoring `target` changes on the post as it is now (`current`). */
export function restoreChanges(
  current: PostSnapshot,
  target: PostSnapshot,
  context?: CompareContext,
): Comparison {
  const kept: PostSnapshot = { ...target };
  for (const key of RESTORE_KEEPS) Object.assign(kept, { [key]: current[key] });
  return compareSnapshots(current, kept, context);
}
