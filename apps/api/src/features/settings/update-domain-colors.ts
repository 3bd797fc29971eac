import type { domainColorsUpdateSchema } from "@fooddir/contract";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { domainColors } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";

export type DomainColorsUpdate = z.infer<typeof domainColorsUpdateSchema>;

/** Sets the colors it names (one per type), in one statement; types not named stay as they are. */
export async function updateDomainColors(db: Db, tenant: Tenant, input: DomainColorsUpdate) {
  if (input.length === 0) return;
  await db
    .insert(domainColors)
    .values(
      input.map((c) => ({
        domain_id: tenant.id,
        domain_color_type_id: c.domain_color_type_id,
        code: c.code.toLowerCase(),
      })),
    )
    .onConflictDoUpdate({
      target: [domainColors.domain_id, domainColors.domain_color_type_id],
      set: { code: sql`excluded.code` },
    });
}
