import type { FastifyInstance } from "fastify";
import { call, DEMO_PASSWORD } from "./helpers.ts";

/**
 * The account calls the account test files make on `app` (localhost unless a host is given):
 * read and update the signed-in account, renew a token pair, and sign in by the API's login
 * (its answer, a refusal included).
 */
export function accountCalls(app: FastifyInstance) {
  return {
    account: (token: string, host?: string) => call(app, "GET", "/api/account", { token, host }),
    update: (token: string, body: Record<string, unknown>) =>
      call(app, "POST", "/api/account", { token, body }),
    refresh: (token: string) => call(app, "POST", "/api/auth/refresh-tokens", { token }),
    signIn: (email: string, password = DEMO_PASSWORD) =>
      call(app, "POST", "/api/auth/login", { body: { email, password } }),
  };
}
