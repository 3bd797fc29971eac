import type { Db } from "../../db/client.ts";
import { deleteOwnedRow } from "../../db/delete-owned-row.ts";
import { faqCategories } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";

/** The category's FAQs stay, without a category (faqs.faq_category_id is ON DELETE SET NULL). */
export async function deleteFaqCategory(db: Db, tenant: Tenant, id: number) {
  if (!(await deleteOwnedRow(db, tenant, faqCategories, id))) throw notFound();
}
