import { z } from "zod";

/** A row id: a positive 32-bit integer (larger values would overflow the database column). */
/** Largest id (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;
/**
 * An id: a whole number from 1 to 2147483647, given as a number (JSON) or as digits (path and
 * query). Booleans, fractions and anything else are refused, never coerced.
 */
export const idSchema = z
  .union([z.number(), z.string().regex(/^\d{1,16}$/)])
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID));
/** `{id}` route parameter; garbage is a 422 naming `id`. */
