import type { CurrentDomain } from "@fooddir/contract";
import type { domains } from "../../db/schema.ts";

type DomainRow = typeof domains.$inferSelect;

/** A domain row in the contract's shape (GET /api/domains/current). */
export function toCurrentDomain(
  row: Pick<DomainRow, "id" | "host" | "name" | "seo_title" | "seo_description">,
): CurrentDomain {
  return {
    id: row.id,
    host: row.host,
    name: row.name,
    seo: { title: row.seo_title, description: row.seo_description },
  };
}
