import { type BlockDocument, POST_TYPES } from "@fooddir/contract";
import { sanitizeRichText } from "@fooddir/contract/rich-text";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type Db, rowsOf } from "../../../db/client.ts";
import { cuisineTags, faqCategories, media, posts } from "../../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../../db/tenant.ts";
import { addFieldError, type FieldErrors, validationFailed } from "../../../http/errors.ts";
import { blocksWithPaths, fieldOf, mediaSlotsOf, type Path } from "./document.ts";

type Kind = "media" | "cuisine" | "faq_category" | "member";

const MESSAGES: Record<Kind, string> = {
  media: "The selected image is not in this site's media library.",
  cuisine: "The selected cuisine does not exist.",
  faq_category: "The selected FAQ category does not exist.",
  member: "The selected member does not exist.",
};

/**
 * Makes a parsed document (contract `parseBlockDocument`: shape, props and limits already
 * checked) ready to store: rich text is sanitized, and every id it names must be the domain's.
 * Media (Image, Hero, Gallery), MemberGrid's cuisine and members and Faq's category are
 * checked in ONE query; unknown ids and other domains' ids are a 422 naming each prop
 * (`post_body.content.1.props.image`), and nothing is stored.
 *
 * Named data is refused rather than kept as "shows nothing" because the editor picks it from the
 * domain's own lists, so a bad id is a mistake (or a probe of another domain) worth reporting.
 * Members may be drafts or in the trash (the grid skips them until they are published); data
 * deleted after the page was saved shows nothing on read (resolve-blocks.ts).
 */
export async function preparePostBody(
  db: Db,
  tenant: Tenant,
  doc: BlockDocument | null,
): Promise<BlockDocument | null> {
  if (doc === null) return null;
  const clean = structuredClone(doc);
  const refs: { kind: Kind; id: number; path: Path }[] = [];
  for (const { block, path } of blocksWithPaths(clean.content, ["post_body", "content"])) {
    const props = block.props;
    if (block.type === "RichText" && typeof props.text === "string") {
      props.text = sanitizeRichText(props.text);
    }
    for (const slot of mediaSlotsOf(block)) {
      const id = slot.holder[slot.key];
      if (typeof id === "number") refs.push({ kind: "media", id, path: [...path, ...slot.path] });
    }
    if (block.type === "MemberGrid") {
      if (typeof props.cuisine_id === "number") {
        refs.push({
          kind: "cuisine",
          id: props.cuisine_id,
          path: [...path, "props", "cuisine_id"],
        });
      }
      (props.member_ids as number[]).forEach((id, index) => {
        refs.push({ kind: "member", id, path: [...path, "props", "member_ids", index] });
      });
    }
    if (block.type === "Faq" && typeof props.category_id === "number") {
      refs.push({
        kind: "faq_category",
        id: props.category_id,
        path: [...path, "props", "category_id"],
      });
    }
  }
  const found = await existingIds(db, tenant, refs);
  const errors: FieldErrors = {};
  for (const ref of refs) {
    if (!found.has(`${ref.kind}:${ref.id}`))
      addFieldError(errors, fieldOf(ref.path), MESSAGES[ref.kind]);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return clean;
}

/** Where each kind of named id must be: a table of the domain (members: posts of that type). */
const SOURCES: Record<
  Kind,
  { table: PgTable & { id: PgColumn; domain_id: PgColumn }; also?: SQL }
> = {
  media: { table: media },
  cuisine: { table: cuisineTags },
  faq_category: { table: faqCategories },
  member: { table: posts, also: sql` and ${posts.post_type_id} = ${POST_TYPES.member}` },
};

/** `kind:id` of every named id that the domain has, in one statement. */
async function existingIds(
  db: Db,
  tenant: Tenant,
  refs: { kind: Kind; id: number }[],
): Promise<Set<string>> {
  const branches = (Object.keys(SOURCES) as Kind[]).flatMap((kind) => {
    const ids = [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
    if (ids.length === 0) return [];
    const { table, also } = SOURCES[kind];
    // The kind is one of the four names above, never input: a literal, not a parameter.
    return [
      sql`select ${sql.raw(`'${kind}'`)} as kind, ${table.id} as id from ${table}
        where ${tenantWhere(tenant, table.domain_id)} and ${inArray(table.id, ids)}${also ?? sql``}`,
    ];
  });
  if (branches.length === 0) return new Set();
  const result = await db.execute(sql.join(branches, sql` union all `));
  return new Set(rowsOf<{ kind: Kind; id: number }>(result).map((r) => `${r.kind}:${r.id}`));
}
