import { z } from "zod";
import { idSchema } from "./posts.ts";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A rotated refresh token presented again within this window is a concurrent refresh, not a replay. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const ACCESS_TOKEN_COOKIE = "access_token";
export const REFRESH_TOKEN_COOKIE = "refresh_token";

export const emailSchema = z
  .string()
  .trim()
  .min(1, "The email field is required.")
  .max(254, "The email may not be greater than 254 characters.")
  .email("The email must be a valid email address.")
  .transform((v) => v.toLowerCase());

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "The password field is required.").max(1024),
  code: z.string().trim().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const switchDomainBodySchema = z.object({
  domain_id: idSchema,
});
