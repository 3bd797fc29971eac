import { z } from "zod";
import { visibleText } from "./input-safety.ts";

/**
 * The field checks the catering schemas share (catering.ts, catering-request.ts,
 * catering-pipeline.ts): one wording of each message for a profile, a request and an answer.
 * Not exported from the package.
 */

export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `The ${label} must be a whole number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} may not be greater than ${max}.`);

export const text = (
  label: string,
  max: number,
  options: { required?: boolean; multiline?: boolean } = {},
) => {
  const base = z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .refine(...visibleText(label, { multiline: options.multiline }));
  return options.required
    ? base.refine((v) => v.length > 0, `The ${label} field is required.`)
    : base.nullish().transform((v) => v ?? "");
};

export const money = (label: string, max: number) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .min(0, `The ${label} must be at least 0.`)
    .max(max, `The ${label} may not be greater than ${max}.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `The ${label} may have at most two decimals.`,
    })
    .transform((v) => Math.round(v * 100) / 100);
