import { z } from "zod";
import { mediaItemSchema } from "./domains.ts";
import { isHttpUrl } from "./links.ts";

/**
 * What an admin writes into a site's pages (contract.md "Domains and settings"): the not-found
 * page and the analytics items put in every public page.
 */

// ---------------------------------------------------------------- not-found page

export const MAX_ERROR_PAGE_MEMBERS = 24;

export const errorPageSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  section_title: z.string(),
  section_text: z.string(),
  truck_image: mediaItemSchema.nullable(),
  /** Post ids of featured members that still exist. */
  members: z.array(z.number().int()),
});
export type ErrorPage = z.infer<typeof errorPageSchema>;

const bounded = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`);

export const errorPageBodySchema = z.object({
  title: bounded("title", 150),
  subtitle: bounded("subtitle", 200),
  section_title: bounded("section title", 150),
  section_text: bounded("section text", 1000),
  truck_image_id: z
    .number({ error: "The truck image must be a media id or null." })
    .int()
    .positive()
    .max(2_147_483_647)
    .nullable()
    .optional(),
  members: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(MAX_ERROR_PAGE_MEMBERS, `At most ${MAX_ERROR_PAGE_MEMBERS} members.`)
    .optional(),
});
export type ErrorPageBody = z.infer<typeof errorPageBodySchema>;

// ---------------------------------------------------------------- analytics

export const ANALYTICS_TYPES = ["script", "meta", "noscript"] as const;
export const TAG_POSITIONS = ["head", "body-start", "body-end"] as const;
export const ANALYTICS_CONTENT_TYPES = [
  "",
  "text/javascript",
  "module",
  "application/ld+json",
] as const;
export const EXTERNAL_ANALYTICS_TYPES = [
  "",
  "google-analytics",
  "google-tag-manager",
  "plausible",
  "matomo",
  "fathom",
  "other",
] as const;
export const MAX_ANALYTICS_ITEMS = 20;

export const analyticsItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANALYTICS_TYPES),
  name: z.string(),
  src: z.string(),
  custom_id: z.string(),
  async: z.boolean(),
  defer: z.boolean(),
  tag_position: z.enum(TAG_POSITIONS),
  code: z.string(),
  content: z.string(),
  content_type: z.enum(ANALYTICS_CONTENT_TYPES),
  external_analytics: z.boolean(),
  external_analytics_type: z.enum(EXTERNAL_ANALYTICS_TYPES),
});
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;

export const analyticsBodySchema = z
  .object({
    type: z.enum(ANALYTICS_TYPES, { error: "The type must be script, meta or noscript." }),
    name: bounded("name", 100).default(""),
    src: z
      .string()
      .trim()
      .max(2048, "The src may not be greater than 2048 characters.")
      .refine((v) => v === "" || (isHttpUrl(v) && v.toLowerCase().startsWith("https:")), {
        message: "The src must be an https address.",
      })
      .default(""),
    custom_id: z
      .string()
      .trim()
      .max(100, "The custom id may not be greater than 100 characters.")
      .refine((v) => v === "" || /^[A-Za-z][\w:-]*$/.test(v), {
        message: "The custom id may hold letters, digits, -, _ and : and start with a letter.",
      })
      .default(""),
    async: z.boolean({ error: "The async field must be true or false." }).default(false),
    defer: z.boolean({ error: "The defer field must be true or false." }).default(false),
    tag_position: z.enum(TAG_POSITIONS, {
      error: "The tag position must be head, body-start or body-end.",
    }),
    code: z.string().max(20_000, "The code may not be greater than 20000 characters.").default(""),
    content: bounded("content", 1000).default(""),
    content_type: z
      .enum(ANALYTICS_CONTENT_TYPES, {
        error: "The content type must be text/javascript, module or application/ld+json.",
      })
      .default(""),
    external_analytics: z
      .boolean({ error: "The external analytics field must be true or false." })
      .default(false),
    external_analytics_type: z
      .enum(EXTERNAL_ANALYTICS_TYPES, { error: "The external analytics type is not known." })
      .default(""),
  })
  .superRefine((v, ctx) => {
    if (v.type === "script" && v.src === "" && v.code.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["src"], message: "A script needs a src or code." });
    }
    if (v.type === "script" && v.src !== "" && v.code.trim() !== "") {
      ctx.addIssue({
        code: "custom",
        path: ["code"],
        message: "A script has either a src or code, not both.",
      });
    }
    if (v.type === "meta" && v.name === "") {
      ctx.addIssue({ code: "custom", path: ["name"], message: "A meta tag needs a name." });
    }
    if (v.type === "meta" && v.tag_position !== "head") {
      ctx.addIssue({
        code: "custom",
        path: ["tag_position"],
        message: "A meta tag belongs in the head.",
      });
    }
    if (v.type === "noscript" && v.tag_position === "head") {
      ctx.addIssue({
        code: "custom",
        path: ["tag_position"],
        message: "A noscript snippet belongs in the body.",
      });
    }
    if (v.type === "noscript" && v.code.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["code"], message: "A noscript snippet needs code." });
    }
  });
export type AnalyticsBody = z.infer<typeof analyticsBodySchema>;
