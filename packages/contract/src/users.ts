import { z } from "zod";
import { accountDomainSchema, personNameSchema, roleSchema } from "./account.ts";
import { FULL_LIST_LIMIT, idSchema } from "./posts.ts";
import { emailSchema } from "./session.ts";

/** How long the set-password link of an invitation works. */
export const INVITE_TTL_DAYS = 7;

/** A user as administrators see it (contract.md "Users"). */
export const userItemSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: roleSchema,
  domains: z.array(accountDomainSchema),
  two_factor_enabled: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type UserItem = z.infer<typeof userItemSchema>;

export const usersQuerySchema = z.object({
  /** Matches first name, last name, full name or email. */
  search: z.string().trim().max(255).optional(),
  limit: z.coerce.number().int().min(1).max(FULL_LIST_LIMIT).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const roleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: "The selected role id is invalid.",
});

const domainIdsSchema = z
  .array(idSchema, { error: "The domain ids must be a list of domain ids." })
  .max(1000, "Too many domain ids.");

export const userCreateSchema = z.object({
  firstname: personNameSchema("firstname"),
  lastname: personNameSchema("lastname"),
  email: emailSchema,
  role_id: roleIdSchema,
  /** Required (non-empty) for site admins and editors; a super admin belongs to every domain. */
  domain_ids: domainIdsSchema.default([]),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = z.object({
  firstname: personNameSchema("firstname").optional(),
  lastname: personNameSchema("lastname").optional(),
  email: emailSchema.optional(),
  role_id: roleIdSchema.optional(),
  domain_ids: domainIdsSchema.optional(),
  disabled: z.boolean({ error: "The disabled field must be true or false." }).optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
