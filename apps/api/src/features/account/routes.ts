import {
  accountSchema,
  accountUpdateSchema,
  changePasswordBodySchema,
  resetPasswordBodySchema,
  tokenPairSchema,
} from "@fooddir/contract";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from "../../auth/passwords.ts";
import { Throttle } from "../../auth/throttle.ts";
import { users } from "../../db/schema.ts";
import { type FieldErrors, fieldError, notFound, validationFailed } from "../../http/errors.ts";
import { dataOf, messageData } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { revokeAllSessions, startSession } from "../session/service.ts";
import { loadAccount } from "./account.ts";
import {
  RESET_LINK_SENT,
  resetPasswordWithToken,
  sendPasswordResetLink,
} from "./password-reset.ts";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app.deps;
  const tags = ["Account"];
  // At most 3 reset mails per address per 15 minutes; the answer stays the same either way.
  const resetThrottle = new Throttle(3, 15 * 60 * 1000);

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
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
      if (!user) throw notFound();

      const errors: FieldErrors = {};
      if (body.email && body.email !== user.email) {
        const taken = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, body.email), ne(users.id, user.id), isNull(users.deleted_at)))
          .limit(1);
        if (taken.length > 0) errors.email = ["The email has already been taken."];
      }
      if (body.password !== undefined) {
        if (!(await verifyPassword(user.password_hash, body.current_password ?? ""))) {
          errors.current_password = ["The current password is incorrect."];
        } else if (isCommonPassword(body.password)) {
          errors.password = [COMMON_PASSWORD_MESSAGE];
        }
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      await db
        .update(users)
        .set({
          firstname: body.firstname ?? user.firstname,
          lastname: body.lastname ?? user.lastname,
          email: body.email ?? user.email,
          ...(body.password !== undefined
            ? { password_hash: await hashPassword(body.password) }
            : {}),
          updated_at: new Date(),
        })
        .where(eq(users.id, user.id));

      let session: z.infer<typeof tokenPairSchema> | undefined;
      if (body.password !== undefined) {
        await revokeAllSessions(db, user.id, "password changed");
        session = await startSession(db, config.appSecret, user.id, auth.domainId);
      }
      const account = await loadAccount(db, user.id, auth.domainId);
      return { data: session ? { ...account, session } : account };
    },
  );

  app.post(
    "/api/account/reset-password",
    {
      config: { auth: "none" },
      schema: { tags, body: resetPasswordBodySchema, response: { 200: messageData } },
    },
    async (request) => {
      const email = request.body.email;
      if (resetThrottle.blockedFor(email) === 0) {
        resetThrottle.hit(email);
        const port = /:(\d+)$/.exec(request.headers.host ?? "")?.[1];
        const origin = `${request.protocol}://${request.site.host}${port ? `:${port}` : ""}`;
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
      config: { auth: "none" },
      schema: { tags, body: changePasswordBodySchema, response: { 200: messageData } },
    },
    async (request) => {
      const { email, token, password } = request.body;
      if (isCommonPassword(password)) throw fieldError("password", COMMON_PASSWORD_MESSAGE);
      await resetPasswordWithToken(db, email, token, password);
      return { data: { message: "Your password has been changed. Sign in with it now." } };
    },
  );
};
