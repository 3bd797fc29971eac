import { z } from "zod";
import { pagingShape } from "./fields.ts";
import { idSchema } from "./ids.ts";
import { findUnsafeInput } from "./input-safety.ts";
import { FULL_LIST_LIMIT } from "./posts.ts";

/** What posts draw on: categories, cuisine tags, FAQs and the media library. */

/** Categories, cuisine tags, FAQ. */
export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export const categoryInputSchema = z.object({ name: z.string().trim().min(1).max(100) });

/** icon_data arrives as a JSON string (or an object, stringified) and must hold a JSON object. */
export const iconDataInputSchema = z
  .union([z.string().max(20_000), z.record(z.string(), z.unknown())])
  .transform((value, ctx) => {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    try {
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        const problem = findUnsafeInput(parsed);
        if (problem) {
          ctx.addIssue({
            code: "custom",
            message: problem.message.replace(/^The \S+/, "The icon data"),
          });
          return z.NEVER;
        }
        return JSON.stringify(parsed);
      }
    } catch {
      // fall through
    }
    ctx.addIssue({ code: "custom", message: "The icon data must be a JSON object." });
    return z.NEVER;
  });

export const cuisineTagInputSchema = z.object({
  title: z.string().trim().min(1).max(100),
  icon_data: iconDataInputSchema.default("{}"),
});

export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  position: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  faqs: z.array(faqSchema).optional(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export const faqCategoryInputSchema = z.object({ name: z.string().trim().min(1).max(100) });
export const faqInputSchema = z.object({
  question: z.string().trim().min(1).max(500),
  answer: z.string().trim().min(1).max(10_000),
  faq_category_id: idSchema.nullable().optional(),
  position: z.number().int().min(0).max(1_000_000).optional(),
});
export const faqPatchSchema = faqInputSchema.partial();

/** Media library. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
export const mediaListQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  ...pagingShape(50, FULL_LIST_LIMIT),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;
export const mediaAltSchema = z.object({ alt: z.string().trim().max(500) });
