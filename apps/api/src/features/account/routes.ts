import {
  API_PATHS,
  acceptInvitationSchema,
  accountSchema,
  accountUpdateResultSchema,
  accountUpdateSchema,
  changePasswordBodySchema,
  emailChangeTokenBodySchema,
  resetPasswordBodySchema,
  twoFactorConfirmBodySchema,
  twoFactorPasswordBodySchema,
  twoFactorRecoveryCodesSchema,
  twoFactorSetupSchema,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../../auth/passwords.ts";
import { publicOrigin } from "../../config.ts";
import { fieldError } from "../../http/errors.ts";
import { dataOf, messageData } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { acceptInvitation } from "./accept-invitation.ts";
import { confirmEmailChange } from "./confirm-email-change.ts";
import { confirmTwoFactor } from "./confirm-two-factor.ts";
import { disableTwoFactor } from "./disable-two-factor.ts";
import { loadAccount } from "./load-account.ts";
import { resetPasswordWithToken } from "./reset-password-with-token.ts";
import { revertEmailChange } from "./revert-email-change.ts";
import { RESET_LINK_SENT, sendPasswordResetLink } from "./send-password-reset-link.ts";
import { startTwoFactor } from "./start-two-factor.ts";
import { DEFAULT_TOTP_ISSUER } from "./two-factor-messages.ts";
import { updateAccount } from "./update-account.ts";

/** The signed-in user's own account; open to members (role 4, decision 027) too. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer, attempts } = app.deps;
  const tags = ["Account"];

  app.get(
    "/api/account",
    {
      config: { members: true },
      schema: {
        summary: "Read the signed-in user's account",
        tags,
        response: { 200: dataOf(accountSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { data: await loadAccount(db, auth.userId, auth.domainId, auth.memberIds) };
    },
  );

  app.post(
    "/api/account",
    {
      config: { changes: ["users"], members: true },
      schema: {
        summary: "Update the signed-in user's profile, email or password",
        tags,
        description:
          "Updates the profile (`firstname`, `lastname`, `notify`: staff mails about what they may act on, `immediately` (default), `daily` (one digest at 07:00 of each domain's zone) or `off`). Changing the password or the email needs `current_password` (else 422 on `current_password`). A new password ends every reset link, signs out every session and returns a new token pair in `session`. A new email (checked free) takes effect only when confirmed: the new address gets a confirm link (24 h), the old one a notice with a revert link, both to the site of the API host called; the answer names the new address in `pending_email` and says so in `message`.",
        body: accountUpdateSchema,
        response: { 200: dataOf(accountUpdateResultSchema) },
      },
    },
    async (request) => ({
      data: await updateAccount(db, config.appSecret, requireAuth(request), request.body, {
        mailer,
        site: {
          origin: publicOrigin(config, request.site.host),
          name: request.site.name,
          id: request.site.id,
        },
      }),
    }),
  );

  app.post(
    API_PATHS.confirmEmail,
    {
      config: { changes: ["users"], auth: "none" },
      schema: {
        summary: "Confirm an email change with the link's token",
        tags,
        description:
          "Public: the token of the confirm link mailed to the new address of an email change makes that address the sign-in email (checked free again). Single use, expires in 24 h, works only through the API host of the site the link was issued for; else 422 on `token`.",
        body: emailChangeTokenBodySchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      const { email } = await confirmEmailChange(db, request.site.id, request.body.token);
      return { data: { message: `Your email is now ${email}. Sign in with it from now on.` } };
    },
  );

  app.post(
    API_PATHS.revertEmail,
    {
      config: { changes: ["users"], auth: "none" },
      schema: {
        summary: "Cancel an email change with the link's token",
        tags,
        description:
          "Public: the token of the revert link mailed to the old address of an email change cancels it, or gives the account its old email back within 7 days of the confirmation; every session of the user ends and every outstanding account link ends. Single use, works only through the API host of the site the link was issued for; else 422 on `token`.",
        body: emailChangeTokenBodySchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      const { email } = await revertEmailChange(db, request.site.id, request.body.token);
      return {
        data: {
          message: `Your account keeps the email ${email}, and every session was signed out. If someone else knew your password, choose a new one with "Forgot password".`,
        },
      };
    },
  );

  app.post(
    API_PATHS.acceptInvitation,
    {
      config: { changes: ["users"], auth: "none" },
      schema: {
        summary: "Accept a site's invitation with the link's token",
        tags,
        description:
          "Public: the token of the invitation mailed to an address that already has an account (a site admin invited it) adds the invited sites to that account, with their roles; sites it already belongs to keep their role. Single use, expires in 7 days, works only through the API host of the site the link was issued for; else 422 on `token`.",
        body: acceptInvitationSchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      const { sites } = await acceptInvitation(db, request.site.id, request.body.token);
      const joined = sites.length > 0 ? sites.join(", ") : request.site.name;
      return {
        data: { message: `You joined ${joined}. Sign in with your usual email and password.` },
      };
    },
  );

  app.post(
    "/api/account/reset-password",
    {
      config: { changes: false, auth: "none" },
      schema: {
        summary: "Mail a password reset link",
        tags,
        body: resetPasswordBodySchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      const email = request.body.email;
      // At most 3 reset mails per address per 15 minutes; the answer stays the same either way.
      const { allowed } = await attempts.take(`reset:${email}`, 3, 15 * 60 * 1000);
      if (allowed) {
        const origin = publicOrigin(config, request.site.host);
        // Not awaited: the answer must not take longer for existing accounts.
        const site = { origin, name: request.site.name, id: request.site.id };
        sendPasswordResetLink(db, mailer, email, site).catch((err) =>
          request.log.error({ err }, "password reset mail failed"),
        );
      }
      return { data: { message: RESET_LINK_SENT } };
    },
  );

  app.post(
    "/api/account/change-password",
    {
      config: { changes: ["users"], auth: "none", members: true },
      schema: {
        summary: "Set the password with a reset or invitation token",
        tags,
        description:
          "Public: sets the password with the token of a reset or invitation link. The link works once, only through the API host of the site it was issued for; using it ends every other link of the user and signs the user out everywhere.",
        body: changePasswordBodySchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      const { email, token, password } = request.body;
      if (isCommonPassword(password)) throw fieldError("password", COMMON_PASSWORD_MESSAGE);
      await resetPasswordWithToken(db, request.site.id, { email, token, password });
      return { data: { message: "Your password has been changed. Sign in with it now." } };
    },
  );

  app.post(
    "/api/account/two-factor",
    {
      config: { changes: false, members: true },
      schema: {
        summary: "Start two-factor enrolment",
        tags,
        description:
          "Starts two-factor enrolment: a new pending secret with its otpauth URL and QR code (SVG). Two-factor stays off until confirmed.",
        body: twoFactorPasswordBodySchema,
        response: { 200: dataOf(twoFactorSetupSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const domain = await app.deps.domains.byId(request.tenant.id);
      return {
        data: await startTwoFactor(db, attempts, auth.userId, {
          password: request.body.password,
          issuer: domain?.name || DEFAULT_TOTP_ISSUER,
        }),
      };
    },
  );

  app.post(
    "/api/account/two-factor/confirm",
    {
      config: { changes: ["users"], members: true },
      schema: {
        summary: "Turn two-factor on with a current code",
        tags,
        description:
          "Turns two-factor on with a current code; returns 10 single-use recovery codes, shown only this once.",
        body: twoFactorConfirmBodySchema,
        response: { 200: dataOf(twoFactorRecoveryCodesSchema) },
      },
    },
    async (request) => ({
      data: await confirmTwoFactor(db, attempts, requireAuth(request).userId, request.body.code),
    }),
  );

  app.delete(
    "/api/account/two-factor",
    {
      config: { changes: ["users"], members: true },
      schema: {
        summary: "Turn two-factor off",
        tags,
        body: twoFactorPasswordBodySchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await disableTwoFactor(db, attempts, requireAuth(request).userId, request.body.password);
      return { data: { message: "Two-factor authentication is off." } };
    },
  );
};
