import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { faqs } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { assertCategory, type FaqInput, faqById } from "./faq-writes.ts";

export async function updateFaq(db: Db, tenant: Tenant, id: number, input: FaqInput) {
  await faqById(db, tenant, id);
  await assertCategory(db, tenant, input.faq_category_id);
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await db
    .update(faqs)
    .set({ ...patch, updated_at: new Date() })
    .where(and(tenantWhere(tenant, faqs.domain_id), eq(faqs.id, id)));
  return faqById(db, tenant, id);
}
