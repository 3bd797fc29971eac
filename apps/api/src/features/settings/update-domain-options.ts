import {
  DOMAIN_MEDIA_OPTIONS,
  DOMAIN_TEXT_OPTIONS,
  type DomainOptionsUpdate,
} from "@fooddir/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainOptions } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import { findMediaIdsOfDomain } from "./find-media-ids.ts";

/**
 * Sets the options the input names: text options by value, media options by `<name>_id` (null
 * clears), the catering options and `trust_member_edits` as text ("5", "true"). A media id of
 * another domain, or of none, is a 422 naming that field, and nothing is written.
 */
export async function updateDomainOptions(db: Db, tenant: Tenant, input: DomainOptionsUpdate) {
  const rows: { name: string; value: string; media_id: number | null }[] = [];
  for (const name of DOMAIN_TEXT_OPTIONS) {
    const value = input[name];
    if (value !== undefined) rows.push({ name, value, media_id: null });
  }
  const wanted = DOMAIN_MEDIA_OPTIONS.flatMap((name) => {
    const id = input[`${name}_id`];
    return id === undefined ? [] : [{ name, id }];
  });
  const known = await findMediaIdsOfDomain(
    db,
    tenant,
    wanted.flatMap((w) => (w.id === null ? [] : [w.id])),
  );
  const errors: FieldErrors = {};
  for (const { name, id } of wanted) {
    if (id !== null && !known.has(id)) {
      addFieldError(errors, `${name}_id`, `The selected ${name.replaceAll("_", " ")} is invalid.`);
    }
    rows.push({ name, value: "", media_id: id });
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  // The catering options are stored as text like the others (load-domain-options.ts reads them).
  if (input.catering_matches !== undefined) {
    rows.push({ name: "catering_matches", value: String(input.catering_matches), media_id: null });
  }
  if (input.catering_auto_send !== undefined) {
    rows.push({
      name: "catering_auto_send",
      value: String(input.catering_auto_send),
      media_id: null,
    });
  }
  if (input.trust_member_edits !== undefined) {
    rows.push({
      name: "trust_member_edits",
      value: String(input.trust_member_edits),
      media_id: null,
    });
  }
  if (rows.length === 0) return;
  await db
    .insert(domainOptions)
    .values(rows.map((r) => ({ domain_id: tenant.id, ...r })))
    .onConflictDoUpdate({
      target: [domainOptions.domain_id, domainOptions.name],
      set: { value: sql`excluded.value`, media_id: sql`excluded.media_id` },
    });
}
