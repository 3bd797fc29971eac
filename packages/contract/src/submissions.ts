import { z } from "zod";
import { DATE_TIME_PATTERN, FULL_LIST_LIMIT, parseDateTime } from "./posts.ts";
import { emailSchema } from "./session.ts";

/** contract.md "Submissions (public forms)": the forms of the public site. */
export const SUBMISSION_FORMS = ["join", "catering", "contact"] as const;
export type SubmissionForm = (typeof SUBMISSION_FORMS)[number];

export const SUBMISSION_FORM_NAMES: Record<SubmissionForm, string> = {
  join: "Join",
  catering: "Catering",
  contact: "Contact",
};

export const SUBMISSION_NAME_MAX = 200;
export const SUBMISSION_PHONE_MAX = 50;
export const SUBMISSION_MESSAGE_MAX = 5000;
export const SUBMISSION_FIELDS_MAX = 20;
export const SUBMISSION_FIELD_VALUE_MAX = 1000;
/** A key of `fields`: lowercase letters, digits and underscores, starting with a letter. */
export const SUBMISSION_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const SUBMISSION_PHONE_PATTERN = /^[0-9 +()\-./]*$/;
/** Page size of the list (GET /api/submissions) when none is asked for. */
export const SUBMISSIONS_PAGE_SIZE = 25;
/** Rows of one CSV export at most. */
export const SUBMISSIONS_EXPORT_MAX = 10_000;
/** Throttling of POST /api/submissions (per domain). */
export const SUBMISSION_LIMITS = {
  perIp: { max: 5, windowMs: 10 * 60 * 1000 },
  perDomain: { max: 50, windowMs: 60 * 60 * 1000 },
} as const;

const NUL = "\u0000";
const noNul = (label: string) =>
  [(v: string) => !v.includes(NUL), `The ${label} may not contain NUL characters.`] as const;

/** Optional text: trimmed, null and missing read as "". */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .refine(...noNul(label))
    .nullish()
    .transform((v) => v ?? "");

/** A value of `fields`: text, or a number or true/false (kept as their text). */
const fieldValueSchema = z
  .union([z.string(), z.number(), z.boolean()], {
    error: "Each field value must be text, a number or true/false.",
  })
  .transform((v) => String(v).trim());

export const submissionFieldsSchema = z
  .record(z.string(), fieldValueSchema)
  .superRefine((fields, ctx) => {
    const keys = Object.keys(fields);
    if (keys.length > SUBMISSION_FIELDS_MAX) {
      ctx.addIssue({
        code: "custom",
        message: `The fields may not have more than ${SUBMISSION_FIELDS_MAX} entries.`,
      });
    }
    for (const key of keys) {
      if (!SUBMISSION_FIELD_KEY_PATTERN.test(key)) {
        ctx.addIssue({
          code: "custom",
          message:
            "Field names must start with a lowercase letter and hold at most 40 lowercase letters, digits and underscores.",
        });
        continue;
      }
      const value = fields[key];
      if (value.length > SUBMISSION_FIELD_VALUE_MAX) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `The ${key.replaceAll("_", " ")} may not be greater than ${SUBMISSION_FIELD_VALUE_MAX} characters.`,
        });
      }
      if (value.includes(NUL)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `The ${key.replaceAll("_", " ")} may not contain NUL characters.`,
        });
      }
    }
  });

export const submissionFormSchema = z.enum(SUBMISSION_FORMS, {
  error: "The selected form is invalid.",
});

/**
 * POST /api/submissions. `website` is the honeypot: a field the form hides from people, so any
 * value in it means a bot filled the form in.
 */
export const submissionCreateSchema = z.object({
  form: submissionFormSchema,
  name: z
    .string()
    .trim()
    .min(1, "The name field is required.")
    .max(SUBMISSION_NAME_MAX, `The name may not be greater than ${SUBMISSION_NAME_MAX} characters.`)
    .refine(...noNul("name")),
  email: emailSchema,
  phone: optionalText("phone", SUBMISSION_PHONE_MAX).refine(
    (v) => SUBMISSION_PHONE_PATTERN.test(v),
    "The phone may only contain digits, spaces and + ( ) - . /",
  ),
  message: optionalText("message", SUBMISSION_MESSAGE_MAX),
  fields: submissionFieldsSchema.nullish().transform((v) => v ?? {}),
  website: z.union([z.string().max(2000), z.number(), z.boolean()]).nullish(),
});
export type SubmissionCreateInput = z.input<typeof submissionCreateSchema>;
export type SubmissionCreate = z.output<typeof submissionCreateSchema>;

/** `YYYY-MM-DD HH:mm:ss` in UTC, as GET /api/posts/by-type takes it. */
const dateTimeSchema = z
  .string()
  .regex(DATE_TIME_PATTERN, "Use the format YYYY-MM-DD HH:mm:ss with a year from 1000 to 9999.")
  .refine((v) => parseDateTime(v) !== null, "This date does not exist.");

/** Filters of the list and of the CSV export; both date ends are inclusive. */
export const submissionFiltersSchema = z.object({
  form: submissionFormSchema.optional(),
  search: z.string().trim().max(255).optional(),
  startDate: dateTimeSchema.optional(),
  endDate: dateTimeSchema.optional(),
});
export type SubmissionFilters = z.infer<typeof submissionFiltersSchema>;

export const submissionsQuerySchema = submissionFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(FULL_LIST_LIMIT).default(SUBMISSIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type SubmissionsQuery = z.infer<typeof submissionsQuerySchema>;

export const submissionSchema = z.object({
  id: z.number().int(),
  form: z.enum(SUBMISSION_FORMS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** True when the honeypot holds anything (people never see the field). */
export function isHoneypotFilled(website: SubmissionCreate["website"]): boolean {
  if (website === undefined || website === null) return false;
  return typeof website !== "string" || website.length > 0;
}
