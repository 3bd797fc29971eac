import { z } from "zod";

/**
 * Field checks several schema files share, one wording of each message. Not exported from the
 * package: the schemas built with them are.
 */

/** `limit` and `offset` of a list query: `limit` from 1 to `maxLimit`, `defaultLimit` when absent. */
export const pagingShape = (defaultLimit: number, maxLimit: number) => ({
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** An optional id in a query string (`?member_id=12`): "The {name} must be a whole number." */
export const queryIdSchema = (name: string) =>
  z.coerce
    .number({ error: `The ${name} must be a whole number.` })
    .int(`The ${name} must be a whole number.`)
    .positive(`The ${name} must be a whole number.`)
    .max(2_147_483_647, `The ${name} must be a whole number.`)
    .optional();

/** A signed link's token (a preview link, a truck's mailed answer): the token is the credential. */
export const linkTokenSchema = z
  .string({ error: "The token field is required." })
  .trim()
  .min(1, "The token field is required.")
  .max(1000, "The token is not valid.");

/** A latitude (`limit` 90) or longitude (`limit` 180) in degrees. */
export const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .min(-limit, `The ${label} must be between -${limit} and ${limit}.`)
    .max(limit, `The ${label} must be between -${limit} and ${limit}.`);

/**
 * A required text field, trimmed: "The {label} field is required." when absent or empty, "The
 * {label} may not be greater than {max} characters." when longer.
 */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** A required secret (a password, a mailed link's token), taken as typed: never trimmed. */
export const requiredSecret = (label: string, max: number) =>
  z
    .string({ error: `The ${label} field is required.` })
    .min(1, `The ${label} field is required.`)
    .max(max);

/** Who sent a site form (a submission, a catering request), as staff read it. */
export const senderShape = {
  name: z.string(),
  email: z.string(),
  phone: z.string(),
};
