import { z } from "zod";
import { emailSchema } from "./session.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

/** contract.md "Roles". */
export const ROLES = {
  superAdmin: 1,
  siteAdmin: 2,
  editor: 3,
} as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: "Super admin",
  2: "Site admin",
  3: "Editor",
};

export const accountDomainSchema = z.object({
  id: z.number().int(),
  host: z.string(),
  name: z.string(),
});

export const accountSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: roleSchema,
  domains: z.array(accountDomainSchema),
  active_domain_id: z.number().int(),
  two_factor_enabled: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** Length and presence only; the common-password check needs the server's list. */
export const passwordSchema = z
  .string({ error: "The password field is required." })
  .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `The password may not be greater than ${PASSWORD_MAX} characters.`);

const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(100, `The ${label} may not be greater than 100 characters.`);

export const accountUpdateSchema = z
  .object({
    firstname: nameSchema("firstname").optional(),
    lastname: nameSchema("lastname").optional(),
    email: emailSchema.optional(),
    current_password: z.string().max(1024).optional(),
    password: passwordSchema.optional(),
    password_confirmation: z.string().max(1024).optional(),
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
