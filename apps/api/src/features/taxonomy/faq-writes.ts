import type { Faq } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { faqCategories } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError, notFound } from "../../http/errors.ts";
import { listFaqs } from "./list-faqs.ts";

// Helpers shared by the FAQ write operations (not operations themselves).

export type FaqInput = {
  question?: string;
  answer?: string;
  faq_category_id?: number | null;
  position?: number;
};

export async function faqById(db: Db, tenant: Tenant, id: number): Promise<Faq> {
  const [faq] = await listFaqs(db, tenant, id);
  if (!faq) throw notFound();
  return faq;
}

export async function assertCategory(db: Db, tenant: Tenant, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const found = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(and(tenantWhere(tenant, faqCategories.domain_id), eq(faqCategories.id, id)))
    .limit(1);
  if (found.length === 0) {
    throw fieldError("faq_category_id", "The selected faq category id is invalid.");
  }
}
