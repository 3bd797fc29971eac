import { loginBodySchema, switchDomainBodySchema, tokenPairSchema } from "@fooddir/contract";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerToken } from "../../auth/tokens.ts";
import { unauthorized } from "../../http/errors.ts";
import { dataOf, nullData } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { recordFailedSignIn, recordSignIn } from "../audit/record-sign-in.ts";
import { checkLogin } from "./check-login.ts";
import { createLoginThrottles } from "./login-throttles.ts";
import { revokeFamily } from "./revoke-family.ts";
import { rotateRefreshToken } from "./rotate-refresh-token.ts";
import { startSession } from "./start-session.ts";
import { switchDomain } from "./switch-domain.ts";

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const throttles = createLoginThrottles(app.deps.attempts, config.loginLimits);
  const tags = ["Session"];

  app.post(
    "/api/auth/login",
    {
      config: { changes: false, auth: "none" },
      schema: {
        summary: "Sign in with email and password (and a two-factor code when on)",
        tags,
        body: loginBodySchema,
        response: { 200: dataOf(tokenPairSchema) },
      },
    },
    async (request) => {
      const at = () => new Date(app.deps.clock());
      const { userId, domainId } = await checkLogin(
        db,
        throttles,
        request.body,
        request.ip,
        request.site.id,
      ).catch(async (error: unknown) => {
        const entry = { domainId: request.site.id, email: request.body.email, error, at: at() };
        await recordFailedSignIn(db, entry).catch((e) => auditFailed(request.log, e));
        throw error;
      });
      const data = await startSession(db, config.appSecret, userId, domainId);
      await recordSignIn(db, { domainId, userId, at: at() }).catch((e) =>
        auditFailed(request.log, e),
      );
      return { data };
    },
  );

  app.post(
    "/api/auth/refresh-tokens",
    {
      config: { changes: false, auth: "refresh" },
      schema: {
        summary: "Renew the session with the refresh token",
        tags,
        description: "Send the refresh token as bearer credential.",
        response: { 200: dataOf(tokenPairSchema) },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      return { data: await rotateRefreshToken(db, config.appSecret, token) };
    },
  );

  app.post(
    "/api/auth/logout",
    {
      config: { changes: false, members: true },
      schema: {
        summary: "Sign out and end the session's token family",
        tags,
        response: { 200: nullData },
      },
    },
    async (request) => {
      await revokeFamily(db, requireAuth(request).familyId, "logout");
      return { data: null };
    },
  );

  app.post(
    "/api/auth/switch-domain",
    {
      config: { changes: false, members: true },
      schema: {
        summary: "Switch the session to another site of the user",
        tags,
        body: switchDomainBodySchema,
        response: { 200: dataOf(tokenPairSchema) },
      },
    },
    async (request) => ({
      data: await switchDomain(db, config.appSecret, requireAuth(request), request.body),
    }),
  );
};

/** The audit log never fails a sign-in: its error is logged and the answer sent. */
function auditFailed(log: FastifyBaseLogger, error: unknown) {
  log.error({ err: error }, "audit entry not written");
}
