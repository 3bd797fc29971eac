import {
  accountSchema,
  accountUpdateSchema,
  changePasswordBodySchema,
  resetPasswordBodySchema,
  tokenPairSchema,
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
import { confirmTwoFactor } from "./confirm-two-factor.ts";
import { disableTwoFactor } from "./disable-two-factor.ts";
import { loadAccount } from "./load-account.ts";
import { resetPasswordWithToken } from "./reset-password-with-token.ts";
import { RESET_LINK_SENT, sendPasswordResetLink } from "./send-password-reset-link.ts";
import { DEFAULT_TOTP_ISSUER, startTwoFactor } from "./start-two-factor.ts";
import { updateAccount } from "./update-account.ts";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer, attempts } = app.deps;
  const tags = ["Account"];

  app.get(
    "/api/account",
    { schema: { tags, response: { 200: dataOf(accountSchema) } } },
    async (request) => {
      const auth = requireAuth(request);
      return { data: await loadAccount(db, auth.userId, auth.domainId) };
    },
  );

  app.post(
    "/api/account",
    {
      config: { changes: ["users"] },
      schema: {
        tags,
        description:
          "Updates the profile. Changing the password signs out every session and returns a new token pair in `session`.",
        body: accountUpdateSchema,
        response: {
          200: dataOf(accountSchema.extend({ session: tokenPairSchema.optional() })),
        },
      },
    },
    async (request) => ({
      data: await updateAccount(db, config.appSecret, requireAuth(request), request.body),
    }),
  );

  app.post(
    "/api/account/reset-password",
    {
      config: { changes: false, auth: "none" },
      schema: { tags, body: resetPasswordBodySchema, response: { 200: messageData } },
    },
    async (request) => {
      const email = request.body.email;
      // At most 3 reset mails per address per 15 minutes; the answer stays the same either way.
      const { allowed } = await attempts.take(`reset:${email}`, 3, 15 * 60 * 1000);
      if (allowed) {
        const origin = publicOrigin(config, request.site.host);
        // Not awaited: the answer must not take longer for existing accounts.
        sendPasswordResetLink(db, mailer, email, origin, request.site.name).catch((err) =>
          request.log.error({ err }, "password reset mail failed"),
        );
      }
      return { data: { message: RESET_LINK_SENT } };
    },
  );

  app.post(
    "/api/account/change-password",
    {
      config: { changes: ["users"], auth: "none" },
      schema: { tags, body: changePasswordBodySchema, response: { 200: messageData } },
    },
    async (request) => {
      const { email, token, password } = request.body;
      if (isCommonPassword(password)) throw fieldError("password", COMMON_PASSWORD_MESSAGE);
      await resetPasswordWithToken(db, email, token, password);
      return { data: { message: "Your password has been changed. Sign in with it now." } };
    },
  );

  app.post(
    "/api/account/two-factor",
    {
      config: { changes: false },
      schema: {
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
      config: { changes: ["users"] },
      schema: {
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
      config: { changes: ["users"] },
      schema: { tags, body: twoFactorPasswordBodySchema, response: { 200: messageData } },
    },
    async (request) => {
      await disableTwoFactor(db, attempts, requireAuth(request).userId, request.body.password);
      return { data: { message: "Two-factor authentication is off." } };
    },
  );
};
