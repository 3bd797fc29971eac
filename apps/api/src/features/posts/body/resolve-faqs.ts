import type { BlockProps, ResolvedFaqCategory } from "@fooddir/contract";
import { and, asc, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { faqCategories, faqs } from "../../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../../db/tenant.ts";

/** The heading of FAQs without a category when categories are shown above them. */
export const UNCATEGORIZED_NAME = "Other questions";

/**
 * The FAQs each Faq block shows, with one query for the categories and one for the FAQs, whatever
 * the number of blocks. A block without `category_id` shows every FAQ grouped by category (by
 * position; empty categories left out), FAQs without a category last (id null, named "Other
 * questions", or "" when they are the only group); a block with one shows that category alone,
 * or nothing when the category no longer exists. FAQs are ordered by position.
 */
export async function resolveFaqs(
  db: Db,
  tenant: Tenant,
  blocks: BlockProps<"Faq">[],
): Promise<ResolvedFaqCategory[][]> {
  const wantsAll = blocks.some((b) => b.category_id === null);
  const named = [
    ...new Set(blocks.flatMap((b) => (b.category_id === null ? [] : [b.category_id]))),
  ];
  /** The domain's rows, of the named categories only unless a block shows them all. */
  const wanted = (domainId: PgColumn, categoryId: PgColumn) =>
    and(tenantWhere(tenant, domainId), wantsAll ? undefined : inArray(categoryId, named));
  const [categoryRows, faqRows] = await Promise.all([
    db
      .select({ id: faqCategories.id, name: faqCategories.name })
      .from(faqCategories)
      .where(wanted(faqCategories.domain_id, faqCategories.id))
      .orderBy(asc(faqCategories.position), asc(faqCategories.id)),
    db
      .select({
        id: faqs.id,
        question: faqs.question,
        answer: faqs.answer,
        category_id: faqs.faq_category_id,
      })
      .from(faqs)
      .where(wanted(faqs.domain_id, faqs.faq_category_id))
      .orderBy(asc(faqs.position), asc(faqs.id)),
  ]);
  const faqsOf = (categoryId: number | null) =>
    faqRows
      .filter((f) => f.category_id === categoryId)
      .map(({ id, question, answer }) => ({ id, question, answer }));
  const groups = categoryRows.map((c) => ({ id: c.id, name: c.name, faqs: faqsOf(c.id) }));
  return blocks.map((block) => {
    if (block.category_id !== null) return groups.filter((g) => g.id === block.category_id);
    const all: ResolvedFaqCategory[] = groups.filter((g) => g.faqs.length > 0);
    const loose = faqsOf(null);
    if (loose.length > 0) {
      all.push({ id: null, name: all.length > 0 ? UNCATEGORIZED_NAME : "", faqs: loose });
    }
    return all;
  });
}
