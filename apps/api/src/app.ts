import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyRequest,
  type FastifyServerFactory,
} from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { type AttemptStore, createMemoryAttemptStore } from "./auth/attempt-store.ts";
import { type ChangeBus, createMemoryBus } from "./changes/bus.ts";
import {
  createEdgePurgeDriver,
  createEdgePurger,
  type EdgePurgeMetrics,
  withEdgePurge,
} from "./changes/edge-purge/index.ts";
import { registerChangePublishing } from "./changes/publish-hook.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { accountRoutes } from "./features/account/routes.ts";
import { auditRoutes } from "./features/audit/routes.ts";
import { cateringMemberRoutes } from "./features/catering/member-routes.ts";
import { cateringRoutes } from "./features/catering/routes.ts";
import { cateringStaffRoutes } from "./features/catering/staff-routes.ts";
import { dashboardRoutes } from "./features/dashboard/routes.ts";
import { domainRoutes } from "./features/domains/routes.ts";
import { createSiteReader } from "./features/domains/site-reader.ts";
import { geocodeRoutes } from "./features/geocode/routes.ts";
import { locationsRoutes } from "./features/locations/routes.ts";
import { workImageVariants } from "./features/media/image-variants.ts";
import { mediaRoutes } from "./features/media/routes.ts";
import { storageRoutes } from "./features/media/storage-routes.ts";
import { notificationRoutes } from "./features/notifications/routes.ts";
import { sendDailyDigests } from "./features/notifications/send-daily-digests.ts";
import { postLifecycleRoutes } from "./features/posts/lifecycle-routes.ts";
import { postPreviewRoutes } from "./features/posts/preview-routes.ts";
import { revisionRoutes } from "./features/posts/revision-routes.ts";
import { postRoutes } from "./features/posts/routes.ts";
import { workScheduler } from "./features/posts/scheduler.ts";
import { sessionRoutes } from "./features/session/routes.ts";
import { settingsRoutes } from "./features/settings/routes.ts";
import { stopsRoutes } from "./features/stops/routes.ts";
import { submissionsRoutes } from "./features/submissions/routes.ts";
import { taxonomyRoutes } from "./features/taxonomy/routes.ts";
import { usersRoutes } from "./features/users/routes.ts";
import { vendorRoutes } from "./features/vendors/routes.ts";
import { registerAuditLog } from "./http/audit-hook.ts";
import type { AppDeps } from "./http/context.ts";
import { createDomainDirectory } from "./http/domain-directory.ts";
import { registerErrorHandling } from "./http/error-handler.ts";
import { normalizeHost, siteHostOfApiHost } from "./http/host.ts";
import { registerInputSafety } from "./http/input-safety.ts";
import { createLoadLimits, type LoadLimit, registerLoadLimit } from "./http/load-limit.ts";
import { openApiOptions } from "./http/openapi.ts";
import { registerPrivateResponses } from "./http/private-responses.ts";
import { registerRequestContext } from "./http/request-context.ts";
import { OneLineRequestLog } from "./http/request-log.ts";
import { createJobs, type Jobs } from "./jobs/index.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { createQueuedMailer } from "./mail/queued-mailer.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "./ops/ops-handler.ts";
import { createStorage, type Storage } from "./storage/index.ts";

type CorsCallback = (error: Error | null, options: Record<string, unknown>) => void;

export type BuildAppOptions = {
  db: Db;
  config: Config;
  /** Sends at once (tests); without it mails go through the job queue to SMTP or the outbox. */
  mailer?: Mailer;
  /** Job queue; pg-boss with DATABASE_URL, else in this process (jobs/index.ts). */
  jobs?: Jobs;
  /** Media file storage; defaults to the configured driver (local disk under dataDir/storage). */
  storage?: Storage;
  /** Change events of writes; in memory (one process) unless given (PostgreSQL: changes/pg-bus.ts). */
  changes?: ChangeBus;
  /** Login attempt counters; in memory unless given (PostgreSQL: auth/attempt-store.ts). */
  attempts?: AttemptStore;
  /** Where log lines go (stdout unless given; tests read them). */
  logStream?: { write: (line: string) => void };
  /** Bound on API requests in progress; from config.loadLimits unless given. */
  loadLimit?: LoadLimit;
  /** Lets the one-listener server own the http.Server (see apps/web/server/servers.ts). */
  serverFactory?: FastifyServerFactory;
  /** Now, in epoch milliseconds (Date.now unless given): stops' "open now" and windows. */
  clock?: () => number;
  /** Where the edge purge counts its purges (ops/metrics.ts); uncounted unless given. */
  metrics?: EdgePurgeMetrics;
};

/**
 * Mails as jobs: the transport (SMTP_URL, else .eml files in the outbox) runs in a worker with
 * retries; a keyed mail is sent once (its key is claimed in the database).
 */
async function queuedMailerOf(log: FastifyBaseLogger, config: Config, jobs: Jobs, db: Db) {
  const transport = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: `${config.dataDir}/outbox`,
    log,
  });
  return createQueuedMailer(jobs, transport, { db });
}

/** JSON bodies above this are refused with 413 (uploads have their own limit). */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new OneLineRequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Named proxies, never "trust all": the leftmost X-Forwarded-For entries are the client's own.
    trustProxy: config.trustProxy,
    serverFactory: options.serverFactory,
    // One route, one throttle: /API/Auth/Login/ must count as /api/auth/login.
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
    },
    return503OnClosing: true,
    // The site passes its request's id to the API calls of a render: one id across both logs.
    genReqId: (req) => requestIdOf(req),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // The queue stops when the app closes.
  const jobs = options.jobs ?? (await createJobs(config, (m) => app.log.warn(`[jobs] ${m}`)));
  app.addHook("onClose", () => jobs.stop());
  const bus = options.changes ?? createMemoryBus();
  // With EDGE_PURGE every publish of this process (writes, the scheduler) also purges the edge.
  const changes = config.edgePurge
    ? withEdgePurge(
        bus,
        await createEdgePurger({
          driver: createEdgePurgeDriver(config.edgePurge),
          jobs,
          metrics: options.metrics,
          log: (m) => app.log.warn(`[edge-purge] ${m}`),
        }),
      )
    : bus;
  const storage = options.storage ?? createStorage(config);
  await workImageVariants(jobs, storage, config.media.maxPixels);
  const deps: AppDeps = {
    db: options.db,
    changes,
    domains: createDomainDirectory(options.db, changes),
    sites: createSiteReader(options.db, changes),
    attempts: options.attempts ?? createMemoryAttemptStore(),
    config,
    mailer: options.mailer ?? (await queuedMailerOf(app.log, config, jobs, options.db)),
    storage,
    jobs,
    clock: options.clock ?? Date.now,
  };
  app.decorate("deps", deps);
  // Scheduled publishing and retention, once a minute across instances (features/posts/scheduler.ts).
  await workScheduler(jobs, {
    db: options.db,
    changes,
    clock: deps.clock,
    auditRetentionDays: config.auditRetentionDays,
    log: (m) => app.log.info(m),
    // Staff set to "daily" get their digest at 07:00 of the domain's zone (decision 030).
    digests: (now) => sendDailyDigests(options.db, { mailer: deps.mailer, config, now }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerPrivateResponses(app);
  registerLoadLimit(app, options.loadLimit ?? createLoadLimits(config.loadLimits).api);

  await app.register(helmet, {
    // The API serves JSON only; the docs page needs its own inline assets.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  // Exactly the site origin of this API host (any port, http or https) may call it with a token.
  await app.register(cors, () => (request: FastifyRequest, callback: CorsCallback) => {
    const siteHost = siteHostOfApiHost(normalizeHost(request.headers.host));
    callback(null, {
      origin: (origin: string | undefined, cb: (e: Error | null, allow: boolean) => void) =>
        cb(null, Boolean(origin && siteHost && originHost(origin) === siteHost)),
      methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      allowedHeaders: ["Authorization", "Content-Type", "X-Domain-Id"],
      // The CSV export names its file; the panel reads the name across origins.
      exposedHeaders: ["Content-Disposition"],
      maxAge: 600,
    });
  });

  // The docs page and its assets belong to no domain and need no token.
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/docs")) route.config = { ...route.config, hostless: true };
  });
  await app.register(swagger, openApiOptions);
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { deepLinking: false } });
  app.get("/api/openapi.json", { config: { hostless: true }, schema: { hide: true } }, () =>
    app.swagger(),
  );

  registerRequestContext(app);
  registerInputSafety(app);
  registerChangePublishing(app);
  registerAuditLog(app);
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(domainRoutes);
  await app.register(postRoutes);
  await app.register(postLifecycleRoutes);
  await app.register(postPreviewRoutes);
  await app.register(revisionRoutes);
  await app.register(taxonomyRoutes);
  await app.register(locationsRoutes);
  await app.register(geocodeRoutes);
  await app.register(stopsRoutes);
  await app.register(mediaRoutes);
  await app.register(storageRoutes);
  await app.register(settingsRoutes);
  await app.register(usersRoutes);
  await app.register(submissionsRoutes);
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(cateringRoutes);
  await app.register(cateringStaffRoutes);
  await app.register(cateringMemberRoutes);
  await app.register(vendorRoutes);
  await app.register(notificationRoutes);
  return app;
}

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:"
      ? url.hostname.toLowerCase()
      : null;
  } catch {
    return null;
  }
}
