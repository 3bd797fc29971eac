import type { RoleId } from "@fooddir/contract";
import type { AttemptStore } from "../auth/attempt-store.ts";
import type { ChangeBus, ChangeTopic } from "../changes/bus.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Tenant } from "../db/tenant.ts";
import type { SiteReader } from "../features/domains/site-reader.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Storage } from "../storage/storage.ts";
import type { DomainDirectory } from "./domain-directory.ts";

/** The caller behind a valid access token. */
export type AuthContext = {
  userId: number;
  roleId: RoleId;
  /** The active domain of the token; every scoped query uses it. */
  domainId: number;
  familyId: string;
  /**
   * Role 4 ("Member"): the member posts of the active domain it is bound to (user_members);
   * empty for staff. Handlers of routes open to members scope every read and write by it.
   */
  memberIds: readonly number[];
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
    /** The domain named by the API host. */
    site: SiteContext;
    auth: AuthContext | null;
    /** The domain every scoped query of this request acts on (token's domain, else the host's). */
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Roles allowed on this route (after authentication); unset = any signed-in role. */
    roles?: readonly RoleId[];
    /**
     * Role 4 ("Member") may call this route (contract.md "Vendors edit their own listing"): its
     * handler scopes by `auth.memberIds`. Unset = a member gets 403, whatever `roles` says, so a
     * route forgotten here stays closed to vendors.
     */
    members?: true;
    /** Route lives outside any domain (docs); skips host resolution. */
    hostless?: boolean;
    /**
     * What a successful call of a writing route changes: its change event's topics, published
     * after the handler's transaction committed (changes/publish-hook.ts). `false` = changes no
     * content (sign-in, tokens). Required on every route that is not GET.
     */
    changes?: readonly ChangeTopic[] | false;
  }
}

export type AppDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  /** Work that need not hold a request (mails, image variants): jobs/index.ts. */
  jobs: Jobs;
  changes: ChangeBus;
  domains: DomainDirectory;
  /** The site of a domain (GET /api/site), memoized until the domain's next change event. */
  sites: SiteReader;
  /** Attempt counters of login throttling (shared through PostgreSQL when it is used). */
  attempts: AttemptStore;
  /** Now, in epoch milliseconds: what "open now" and default windows read (tests move it). */
  clock: () => number;
};
