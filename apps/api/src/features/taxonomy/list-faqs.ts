import type { Faq } from "@fooddir/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { faqCategories, faqs } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";

/** FAQs of the domain with their category, ordered by position. */
export async function listFaqs(db: Db, tenant: Tenant, id?: number): Promise<Faq[]> {
  const rows = await db
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      position: faqs.position,
      faq_category_id: faqs.faq_category_id,
      category_name: faqCategories.name,
    })
    .from(faqs)
    .leftJoin(
      faqCategories,
      and(eq(faqCategories.id, faqs.faq_category_id), tenantWhere(tenant, faqCategories.domain_id)),
    )
    .where(and(tenantWhere(tenant, faqs.domain_id), id === undefined ? undefined : eq(faqs.id, id)))
    .orderBy(asc(faqs.position), asc(faqs.id));
  return rows.map(({ faq_category_id, category_name, ...faq }) => ({
    ...faq,
    category:
      faq_category_id !== null && category_name !== null
        ? { id: faq_category_id, name: category_name }
        : null,
  }));
}
