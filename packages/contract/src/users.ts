import { z } from "zod";
import {
  type DomainRole,
  domainRoleSchema,
  personNameSchema,
  userIdentityShape,
} from "./account.ts";
import { pagingShape, requiredSecret } from "./fields.ts";
import { FULL_LIST_LIMIT, idSchema } from "./posts.ts";
import { emailSchema } from "./session.ts";
import { memberIdsSchema } from "./vendors.ts";

/** POST {token} body of /api/account/accept-invitation. */
export const acceptInvitationSchema = z.object({
  token: requiredSecret("token", 256),
});

/** How long the set-password link of an invitation works. */
export const INVITE_TTL_DAYS = 7;

const siteRoleIdSchema = domainRoleSchema.shape.role_id;

/** Shown when a site admin changes a user who also belongs to sites it does not manage. */
export const USER_OUTSIDE_YOUR_SITES =
  "This user also belongs to sites you do not manage; only a super admin can change their name, email or status.";

/** A user as administrators see it (contract.md "Users"). */
export const userItemSchema = z.object({
  /**
   * `role`: super admin (global), else the role on the viewer's active domain (or the highest
   * shown); `domains`: the sites the viewer may see: every one for a super admin viewer, else
   * those it manages.
   */
  ...userIdentityShape,
  /** The user's role per site among `domains`; empty for a super admin (role 1 is global). */
  domain_roles: z.array(domainRoleSchema),
  /** Role 4 ("Member") on the viewer's sites: the member posts (listings) the user keeps. */
  member_ids: z.array(z.number().int()),
  /**
   * True when the user also belongs to sites the viewer does not manage: then only a super admin
   * changes their name, email or status, or deletes them (USER_OUTSIDE_YOUR_SITES).
   */
  other_sites: z.boolean(),
  two_factor_enabled: z.boolean(),
  disabled: z.boolean(),
  /** Invited and not yet joined: no password chosen yet, or an invitation not yet accepted. */
  invitation_pending: z.boolean(),
  /** A new email waiting for its confirm link (an email change of a user who has signed in). */
  pending_email: z.string().nullable(),
  created_at: z.string(),
});
export type UserItem = z.infer<typeof userItemSchema>;

export const usersQuerySchema = z.object({
  /** Matches first name, last name, full name or email. */
  search: z.string().trim().max(255).optional(),
  ...pagingShape(50, FULL_LIST_LIMIT),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const roleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: "The selected role id is invalid.",
});

const domainIdsSchema = z
  .array(idSchema, { error: "The domain ids must be a list of domain ids." })
  .max(1000, "Too many domain ids.");

const domainRolesSchema = z
  .array(z.object({ domain_id: idSchema, role_id: siteRoleIdSchema }), {
    error: "The domain roles must be a list of sites and roles.",
  })
  .max(1000, "Too many domain roles.")
  .refine(
    (list) => new Set(list.map((r) => r.domain_id)).size === list.length,
    "Each site may appear once.",
  );

/**
 * Roles on input: `domain_roles` (a role per site), or `role_id` + `domain_ids` (the same role on
 * each site). `role_id: 1` makes a global super admin and takes no `domain_roles`.
 */
const roleFields = {
  role_id: roleIdSchema.optional(),
  domain_ids: domainIdsSchema.optional(),
  domain_roles: domainRolesSchema.optional(),
  /** Role 4 on a site: the member posts of that site the user keeps (required with role 4). */
  member_ids: memberIdsSchema.optional(),
};

type RoleFields = {
  role_id?: number;
  domain_ids?: number[];
  domain_roles?: DomainRole[];
  member_ids?: number[];
};

function checkRoleFields(v: RoleFields, ctx: z.RefinementCtx, required: boolean) {
  if (v.role_id === 1 && v.domain_roles && v.domain_roles.length > 0) {
    ctx.addIssue({
      code: "custom",
      path: ["domain_roles"],
      message: "A super admin belongs to every site; leave out the site roles.",
    });
  } else if (v.domain_roles !== undefined && v.domain_ids !== undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["domain_ids"],
      message: "Give either domain roles or domain ids, not both.",
    });
  }
  if (required && v.role_id === undefined && v.domain_roles === undefined) {
    ctx.addIssue({ code: "custom", path: ["role_id"], message: "The role id field is required." });
  }
}

export const userCreateSchema = z
  .object({
    firstname: personNameSchema("firstname"),
    lastname: personNameSchema("lastname"),
    email: emailSchema,
    /** A site admin or editor needs at least one site; a super admin belongs to every one. */
    ...roleFields,
  })
  .superRefine((v, ctx) => checkRoleFields(v, ctx, true));
export type UserCreate = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = z
  .object({
    firstname: personNameSchema("firstname").optional(),
    lastname: personNameSchema("lastname").optional(),
    email: emailSchema.optional(),
    /** Replaces the memberships the caller manages (its other ones stay). */
    ...roleFields,
    disabled: z.boolean({ error: "The disabled field must be true or false." }).optional(),
  })
  .superRefine((v, ctx) => checkRoleFields(v, ctx, false));
export type UserUpdate = z.infer<typeof userUpdateSchema>;
