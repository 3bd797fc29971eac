import type { RoleId } from "@fooddir/contract";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Storage } from "../storage/storage.ts";

/** The caller behind a valid access token. */
export type AuthContext = {
  userId: number;
  roleId: RoleId;
  /** The active domain of the token; every scoped query uses it. */
  domainId: number;
  familyId: string;
};

/** The domain named by the API host of the request. */
export type SiteContext = { id: number; host: string; name: string };

/** How a route authenticates: required by default, so forgetting to say is safe. */
export type RouteAuth = "none" | "optional" | "required" | "refresh";

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    site: SiteContext;
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Roles allowed on this route (after authentication); unset = any signed-in role. */
    roles?: readonly RoleId[];
    /** Route lives outside any domain (docs); skips host resolution. */
    hostless?: boolean;
  }
}

export type AppDeps = { db: Db; config: Config; mailer: Mailer; storage: Storage };
