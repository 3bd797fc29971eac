import type { Faq } from "@fooddir/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { faqCategories, faqs } from "../../db/schema.ts";
import { tenantDomainId, tenantWhere } from "../../db/tenant.ts";
import { fieldError, notFound } from "../../http/errors.ts";

export type FaqInput = {
  question?: string;
  answer?: string;
  faq_category_id?: number | null;
  position?: number;
};

const categoryColumns = {
  id: faqCategories.id,
  name: faqCategories.name,
  position: faqCategories.position,
};

/** FAQs of the domain with their category, ordered by position. */
export async function listFaqs(db: Db, request: FastifyRequest, id?: number): Promise<Faq[]> {
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
    .leftJoin(faqCategories, eq(faqCategories.id, faqs.faq_category_id))
    .where(
      and(tenantWhere(request, faqs.domain_id), id === undefined ? undefined : eq(faqs.id, id)),
    )
    .orderBy(asc(faqs.position), asc(faqs.id));
  return rows.map(({ faq_category_id, category_name, ...faq }) => ({
    ...faq,
    category:
      faq_category_id !== null && category_name !== null
        ? { id: faq_category_id, name: category_name }
        : null,
  }));
}

async function faqById(db: Db, request: FastifyRequest, id: number): Promise<Faq> {
  const [faq] = await listFaqs(db, request, id);
  if (!faq) throw notFound();
  return faq;
}

async function assertCategory(db: Db, request: FastifyRequest, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const found = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(and(tenantWhere(request, faqCategories.domain_id), eq(faqCategories.id, id)))
    .limit(1);
  if (found.length === 0) {
    throw fieldError("faq_category_id", "The selected faq category id is invalid.");
  }
}

export async function createFaq(
  db: Db,
  request: FastifyRequest,
  input: FaqInput & { question: string; answer: string },
) {
  await assertCategory(db, request, input.faq_category_id);
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${faqs.position}) + 1, 0)`.mapWith(Number) })
    .from(faqs)
    .where(tenantWhere(request, faqs.domain_id));
  const [row] = await db
    .insert(faqs)
    .values({
      domain_id: tenantDomainId(request),
      question: input.question,
      answer: input.answer,
      faq_category_id: input.faq_category_id ?? null,
      position: input.position ?? next,
    })
    .returning({ id: faqs.id });
  return faqById(db, request, row.id);
}

export async function updateFaq(db: Db, request: FastifyRequest, id: number, input: FaqInput) {
  await faqById(db, request, id);
  await assertCategory(db, request, input.faq_category_id);
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await db
    .update(faqs)
    .set({ ...patch, updated_at: new Date() })
    .where(and(tenantWhere(request, faqs.domain_id), eq(faqs.id, id)));
  return faqById(db, request, id);
}

export async function deleteFaq(db: Db, request: FastifyRequest, id: number) {
  const deleted = await db
    .delete(faqs)
    .where(and(tenantWhere(request, faqs.domain_id), eq(faqs.id, id)))
    .returning({ id: faqs.id });
  if (deleted.length === 0) throw notFound();
}

/** FAQ categories by position; with `withFaqs`, each holds its FAQs by position. */
export async function listFaqCategories(db: Db, request: FastifyRequest, withFaqs: boolean) {
  const rows = await db
    .select(categoryColumns)
    .from(faqCategories)
    .where(tenantWhere(request, faqCategories.domain_id))
    .orderBy(asc(faqCategories.position), asc(faqCategories.id));
  if (!withFaqs) return rows;
  const all = await listFaqs(db, request);
  return rows.map((category) => ({
    ...category,
    faqs: all.filter((faq) => faq.category?.id === category.id),
  }));
}

export async function createFaqCategory(db: Db, request: FastifyRequest, name: string) {
  const [{ next }] = await db
    .select({
      next: sql<number>`coalesce(max(${faqCategories.position}) + 1, 0)`.mapWith(Number),
    })
    .from(faqCategories)
    .where(tenantWhere(request, faqCategories.domain_id));
  const [row] = await db
    .insert(faqCategories)
    .values({ domain_id: tenantDomainId(request), name, position: next })
    .returning(categoryColumns);
  return row;
}

/** The category's FAQs stay, without a category (faqs.faq_category_id is ON DELETE SET NULL). */
export async function deleteFaqCategory(db: Db, request: FastifyRequest, id: number) {
  const deleted = await db
    .delete(faqCategories)
    .where(and(tenantWhere(request, faqCategories.domain_id), eq(faqCategories.id, id)))
    .returning({ id: faqCategories.id });
  if (deleted.length === 0) throw notFound();
}
