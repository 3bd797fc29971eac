import { z } from "zod";
import { pagingShape, senderShape } from "./fields.ts";
import {
  invisibleCharactersMessage,
  stripInvisibleCharacters,
  visibleText,
} from "./input-safety.ts";
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
/**
 * Throttling of POST /api/submissions (per domain). `perIp` is a hard limit (429) per address
 * (IPv6 per /64 network); `perDomain` a soft one: submissions past it are stored as held for
 * staff review, not mailed one by one, and the domain's site admins get one alert per window.
 */
export const SUBMISSION_LIMITS = {
  perIp: { max: 5, windowMs: 10 * 60 * 1000 },
  perDomain: { max: 50, windowMs: 60 * 60 * 1000 },
} as const;

const NUL = "\u0000";
const noNul = (label: string) =>
  [(v: string) => !v.includes(NUL), `The ${label} may not contain NUL characters.`] as const;

/** Optional text: trimmed, null and missing read as "". */
const optionalText = (label: string, max: number, multiline = false) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .refine(...noNul(label))
    .refine(...visibleText(label, { multiline }))
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
      } else if (!visibleText(key)[0](value)) {
        // Field values are one-line answers (a date, a count): no tabs or line breaks either.
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: invisibleCharactersMessage(key.replaceAll("_", " ")),
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
    .refine(...noNul("name"))
    .refine(...visibleText("name")),
  // Checked before emailSchema, whose "valid email address" would hide the reason.
  email: z
    .string()
    .optional()
    .refine((v) => v === undefined || visibleText("email")[0](v), visibleText("email")[1])
    .pipe(emailSchema),
  phone: optionalText("phone", SUBMISSION_PHONE_MAX).refine(
    (v) => SUBMISSION_PHONE_PATTERN.test(v),
    "The phone may only contain digits, spaces and + ( ) - . /",
  ),
  message: optionalText("message", SUBMISSION_MESSAGE_MAX, true),
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
  /** Only held submissions (`true`), or only the others (`false`). */
  held: z
    .enum(["true", "false", "1", "0"], { error: "The held filter must be true or false." })
    .transform((v) => v === "true" || v === "1")
    .optional(),
  search: z.string().trim().max(255).optional(),
  startDate: dateTimeSchema.optional(),
  endDate: dateTimeSchema.optional(),
});
export type SubmissionFilters = z.infer<typeof submissionFiltersSchema>;

export const submissionsQuerySchema = submissionFiltersSchema.extend(
  pagingShape(SUBMISSIONS_PAGE_SIZE, FULL_LIST_LIMIT),
);
export type SubmissionsQuery = z.infer<typeof submissionsQuerySchema>;

export const submissionSchema = z.object({
  id: z.number().int(),
  form: z.enum(SUBMISSION_FORMS),
  ...senderShape,
  message: z.string(),
  fields: z.record(z.string(), z.string()),
  /**
   * Stored after the domain's hourly cap was passed: waiting for staff review, not mailed one by
   * one (SUBMISSION_LIMITS.perDomain).
   */
  held: z.boolean(),
  created_at: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

/**
 * The answer to POST /api/submissions: what was received, as cleaned. It carries neither the
 * id nor `held`. An id from the table's sequence would tell a bot caught by the honeypot apart
 * (its answer cannot hold the next real id without storing anything: a made-up one is either
 * guessable or collides with a later real one, and a second submission shows which) and would
 * tell anyone how many forms the site receives; `held` would tell a flood it passed the cap.
 * People need neither: the staff see both in GET /api/submissions.
 */
export const submissionReceiptSchema = submissionSchema.omit({ id: true, held: true });
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

/** The one-line and multi-line texts of a submission without control or invisible characters. */
export function visibleSubmission<T extends Submission | SubmissionReceipt>(submission: T): T {
  const line = (text: string) => stripInvisibleCharacters(text);
  return {
    ...submission,
    name: line(submission.name),
    email: line(submission.email),
    phone: line(submission.phone),
    message: stripInvisibleCharacters(submission.message, { multiline: true }),
    fields: Object.fromEntries(
      Object.entries(submission.fields).map(([key, value]) => [line(key), line(value)]),
    ),
  };
}

/** True when the honeypot holds anything (people never see the field). */
export function isHoneypotFilled(website: SubmissionCreate["website"]): boolean {
  if (website === undefined || website === null) return false;
  return typeof website !== "string" || website.length > 0;
}
