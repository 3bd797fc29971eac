import {
  POST_STATUS_NAMES,
  type PostSnapshot,
  type PostStatusId,
  type RevisionKind,
  wallTimeIn,
} from "@fooddir/contract";
import { type BlockDiff, blockDiff } from "./block-diff.ts";
import { type ProfileRow, profileRows } from "./profile-compare.ts";
import { type Segment, textSegments } from "./text-segments.ts";

/**
 * What changed between two versions of a post (issue 24, the History tab): the fields as text
 * diffs (jsdiff, text-segments.ts) and the page-builder document block by block
 * (block-diff.ts). Pure: the screen renders it.
 */

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
