import { loginBodySchema, ROLES, switchDomainBodySchema, tokenPairSchema } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerToken } from "../../auth/tokens.ts";
import { domains, userDomains } from "../../db/schema.ts";
import { forbidden, unauthorized } from "../../http/errors.ts";
import { dataOf } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { checkLogin, createLoginThrottles } from "./login.ts";
import { revokeFamily, rotateRefreshToken, startSession } from "./service.ts";

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const throttles = createLoginThrottles(config.loginLimits);
  const tags = ["Session"];

  app.post(
    "/api/auth/login",
    {
      config: { auth: "none" },
      schema: { tags, body: loginBodySchema, response: { 200: dataOf(tokenPairSchema) } },
    },
    async (request) => {
      const { userId, domainId } = await checkLogin(
        db,
        throttles,
        request.body,
        request.ip,
        request.site.id,
      );
      return { data: await startSession(db, config.appSecret, userId, domainId) };
    },
  );

  app.post(
    "/api/auth/refresh-tokens",
    {
      config: { auth: "refresh" },
      schema: {
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

  app.post("/api/auth/logout", { schema: { tags } }, async (request) => {
    await revokeFamily(db, requireAuth(request).familyId, "logout");
    return { data: null };
  });

  app.post(
    "/api/auth/switch-domain",
    { schema: { tags, body: switchDomainBodySchema, response: { 200: dataOf(tokenPairSchema) } } },
    async (request) => {
      const auth = requireAuth(request);
      const domainId = request.body.domain_id;
      const allowed =
        auth.roleId === ROLES.superAdmin
          ? await db.select({ id: domains.id }).from(domains).where(eq(domains.id, domainId))
          : await db
              .select({ id: userDomains.domain_id })
              .from(userDomains)
              .where(
                and(eq(userDomains.user_id, auth.userId), eq(userDomains.domain_id, domainId)),
              );
      if (allowed.length === 0) throw forbidden();
      // The session moves: the old family ends, a new one acts on the chosen domain.
      await revokeFamily(db, auth.familyId, "switched domain");
      return { data: await startSession(db, config.appSecret, auth.userId, domainId) };
    },
  );
};
