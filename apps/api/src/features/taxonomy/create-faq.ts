import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { faqs } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { assertCategory, type FaqInput, faqById } from "./faq-writes.ts";

export async function createFaq(
  db: Db,
  tenant: Tenant,
  input: FaqInput & { question: string; answer: string },
) {
  await assertCategory(db, tenant, input.faq_category_id);
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${faqs.position}) + 1, 0)`.mapWith(Number) })
    .from(faqs)
    .where(tenantWhere(tenant, faqs.domain_id));
  const [row] = await db
    .insert(faqs)
    .values({
      domain_id: tenant.id,
      question: input.question,
      answer: input.answer,
      faq_category_id: input.faq_category_id ?? null,
      position: input.position ?? next,
    })
    .returning({ id: faqs.id });
  return faqById(db, tenant, row.id);
}
