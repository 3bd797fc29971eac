import { z } from "zod";
import { requiredSecret, requiredText } from "./fields.ts";
import { visibleText } from "./input-safety.ts";
import { notifyPreferenceSchema } from "./notifications.ts";
import { emailSchema, tokenPairSchema } from "./session.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** An email change: the new address confirms within this many hours... */
export const EMAIL_CHANGE_CONFIRM_TTL_HOURS = 24;
/** ...and the old address can revert it within this many days (counted from the confirmation). */
export const EMAIL_CHANGE_REVERT_TTL_DAYS = 7;

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

/** contract.md "Roles". */
export const ROLES = {
  superAdmin: 1,
  siteAdmin: 2,
  editor: 3,
  /** A vendor: reads and edits only the member posts it is bound to (`member_ids`). */
  member: 4,
} as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: "Super admin",
  2: "Site admin",
  3: "Editor",
  4: "Member",
};

/**
 * The role a user holds on one site: site admin (2), editor (3) or member (4, bound to listings
 * by `member_ids`); super admin (1) is global.
 */
export const domainRoleSchema = z.object({
  domain_id: z.number().int(),
  role_id: z.union([z.literal(2), z.literal(3), z.literal(4)], {
    error: "Choose site admin, editor or member for each site.",
  }),
});
export type DomainRole = z.infer<typeof domainRoleSchema>;

export const accountDomainSchema = z.object({
  id: z.number().int(),
  host: z.string(),
  name: z.string(),
});

/** Who a user is, as its account and the users list show it; `domains` are its sites. */
export const userIdentityShape = {
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: roleSchema,
  domains: z.array(accountDomainSchema),
};

export const accountSchema = z.object({
  ...userIdentityShape,
  active_domain_id: z.number().int(),
  /** The role on each of `domains` (roles are per site); absent for a super admin (global). */
  domain_roles: z.array(domainRoleSchema).optional(),
  two_factor_enabled: z.boolean(),
  /** Role 4 on the active domain: the member posts (listings) this account keeps. */
  member_ids: z.array(z.number().int()).optional(),
  /** The new address of an email change that waits for its confirm link; absent when none. */
  pending_email: z.string().optional(),
  /** Staff mails about events to act on (issue 38): immediately, a daily digest, or none. */
  notify: notifyPreferenceSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** Length and presence only; the common-password check needs the server's list. */
export const passwordSchema = z
  .string({ error: "The password field is required." })
  .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `The password may not be greater than ${PASSWORD_MAX} characters.`);

/** A first or last name: trimmed, 1-100 characters, no control or invisible characters. */
export const personNameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(100, `The ${label} may not be greater than 100 characters.`)
    .refine(...visibleText(label));

export const accountUpdateSchema = z
  .object({
    firstname: personNameSchema("firstname").optional(),
    lastname: personNameSchema("lastname").optional(),
    email: emailSchema.optional(),
    current_password: z.string().max(1024).optional(),
    password: passwordSchema.optional(),
    password_confirmation: z.string().max(1024).optional(),
    notify: notifyPreferenceSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== undefined) {
      if (!v.current_password) {
        ctx.addIssue({
          code: "custom",
          path: ["current_password"],
          message: "The current password field is required.",
        });
      }
      if (v.password !== v.password_confirmation) {
        ctx.addIssue({
          code: "custom",
          path: ["password"],
          message: "The password confirmation does not match.",
        });
      }
    }
  });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/**
 * POST /api/account answers with the account; a password change adds a new token pair in
 * `session`, an email change (pending until confirmed) a `message` saying where the links went.
 */
export const accountUpdateResultSchema = accountSchema.extend({
  session: tokenPairSchema.optional(),
  message: z.string().optional(),
});
export type AccountUpdateResult = z.infer<typeof accountUpdateResultSchema>;

/** The token of a link of an email change: confirm (mailed to the new address) or revert (the old). */
export const emailChangeTokenBodySchema = z.object({
  token: requiredSecret("token", 256),
});
export type EmailChangeTokenBody = z.infer<typeof emailChangeTokenBodySchema>;

export const resetPasswordBodySchema = z.object({ email: emailSchema });

export const changePasswordBodySchema = z
  .object({
    token: z.string().min(1, "The token field is required.").max(256),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string().max(1024),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password"],
    message: "The password confirmation does not match.",
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Two-factor authentication (contract.md "Account"). */
export const TWO_FACTOR_RECOVERY_CODE_COUNT = 10;

export const twoFactorPasswordBodySchema = z.object({
  password: requiredSecret("password", 1024),
});
export type TwoFactorPasswordBody = z.infer<typeof twoFactorPasswordBodySchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code, an SVG document. */
  qr_svg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmBodySchema = z.object({
  code: requiredText("code", 64),
});
export type TwoFactorConfirmBody = z.infer<typeof twoFactorConfirmBodySchema>;

export const twoFactorRecoveryCodesSchema = z.object({
  /** Shown once; each works once in place of a TOTP code. */
  recovery_codes: z.array(z.string()),
});
