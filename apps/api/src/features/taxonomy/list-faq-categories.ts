import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { faqCategories } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { faqCategoryColumns } from "./columns.ts";
import { listFaqs } from "./list-faqs.ts";

/** FAQ categories by position; with `withFaqs`, each holds its FAQs by position. */
export async function listFaqCategories(db: Db, tenant: Tenant, withFaqs: boolean) {
  const rows = await db
    .select(faqCategoryColumns)
    .from(faqCategories)
    .where(tenantWhere(tenant, faqCategories.domain_id))
    .orderBy(asc(faqCategories.position), asc(faqCategories.id));
  if (!withFaqs) return rows;
  const all = await listFaqs(db, tenant);
  return rows.map((category) => ({
    ...category,
    faqs: all.filter((faq) => faq.category?.id === category.id),
  }));
}
