import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { crossProblems, edgePurgeOf, envSchema, type LogLevel, s3Of } from "./config/env.ts";

/**
 * Everything the API and the web server read from the environment, parsed once. See README
 * "Configuration"; each variable's parser and default are in config/env.ts.
 */
export type Config = {
  /** The one listener (site hosts and api.<host>); the web port in the two-process setup. */
  port: number;
  /** Interface every listener binds to. */
  host: string;
  /** Port of the API process in the two-process setup (npm run start:api). */
  apiPort: number;
  /** Where the web process of the two-process setup reaches the API process. */
  apiInternalUrl: string;
  /** postgres:// URL; when unset the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Root of embedded data: ./data by default (database, storage, outbox, secret). */
  dataDir: string;
  /** HMAC key for access tokens. */
  appSecret: string;
  /** SMTP URL for nodemailer; unset = write .eml files to dataDir/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seed demo data into an empty embedded database at start. */
  seedDemo: boolean;
  logLevel: LogLevel;
  /**
   * One site request log line per this many page cache hits (LOG_HIT_SAMPLE, default 100; 1 logs
   * every hit). Hit lines carry `sampled`; misses, errors and every other request are all logged,
   * and the metrics count every hit.
   */
  logHitSample: number;
  /**
   * The proxies whose X-Forwarded-For entries are trusted (Fastify's comma-separated trustProxy:
   * addresses, CIDR ranges, "loopback"...), or false. Never "trust all": the client IP is the
   * nearest untrusted address, so entries a client wrote in front of the proxy's are ignored.
   */
  trustProxy: string | false;
  /** Login attempts allowed per 15 minutes, per account (a success clears it) and per IP. */
  loginLimits: { perAccount: number; perIp: number };
  /** Public form submissions per IP per domain in 10 minutes (SUBMISSION_LIMITS.perIp). */
  submissionsPerIp: number;
  /**
   * Catering requests mailed per domain in an hour, and request mails per truck in 24 hours
   * (CATERING_MAX_PER_DOMAIN, CATERING_MAX_PER_TRUCK; CATERING_CAPS); past either a request is
   * held for staff review.
   */
  cateringCaps: { perDomain: number; perTruck: number };
  /** Upload limits of the media library: bytes per file, decoded pixels per image. */
  media: { maxBytes: number; maxPixels: number };
  /** What one member account (role 4) may upload in all, in MB (MEMBER_MEDIA_MAX_MB). */
  memberMediaMaxMb: number;
  /** Cache rendered public HTML in the site listener (PAGE_CACHE=off disables it). */
  pageCache: boolean;
  /** Memory bound of that cache, in MB. */
  pageCacheMb: number;
  /**
   * Seconds a shared cache (Varnish, a CDN) may keep a public page (`s-maxage`, EDGE_TTL): by
   * default a day when EDGE_PURGE names a purge driver (writes purge it), else 0: a shared cache
   * revalidates every time (it may still answer from its copy while the site is down).
   */
  edgeTtl: number;
  /** The edge purge of writes (EDGE_PURGE and its settings); undefined: no shared cache to purge. */
  edgePurge: EdgePurgeConfig | undefined;
  /**
   * Public origin of every site, `{host}` standing for the domain's host (PUBLIC_URL, by default
   * `http://{host}:<PORT>`). Links in mails are built from it, never from a request.
   */
  publicUrl: string;
  /**
   * Work in progress per process before new work gets 503 + Retry-After: API requests, and
   * server renders of pages (cache hits and static files are never limited); and the event-loop
   * lateness in ms past which new work is refused while other work runs (0 = never).
   */
  loadLimits: { apiRequests: number; pageRenders: number; loopLagMs: number };
  /** A public page not rendered this long after it was asked for is answered 503 (busy). */
  renderDeadlineMs: number;
  /** Threads rendering public pages beside the main thread (built app only; 0: none). */
  renderThreads: number;
  /** Media in an S3-compatible bucket (S3_*); undefined: local disk under dataDir/storage. */
  s3: S3Config | undefined;
  /** Bearer token that opens GET /metrics; undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Days an audit log entry is kept; the scheduler deletes older ones. */
  auditRetentionDays: number;
  /**
   * Search endpoint of a Nominatim- or Photon-shaped geocoder (GEOCODER_URL): GET /api/geocode
   * and catering addresses; undefined: coordinates are set by hand (503 on /api/geocode).
   */
  geocoderUrl: string | undefined;
};

export type S3Config = {
  /** Endpoint URL of an S3-compatible store; undefined: AWS S3 of `region`. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's default credential chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (http://endpoint/bucket/key), for stores without virtual-host buckets. */
  forcePathStyle: boolean;
  /** Public base URL (a CDN or the bucket's own) media URLs point at; undefined: the app streams. */
  publicUrl: string | undefined;
};

/** EDGE_PURGE's driver and its settings (changes/edge-purge/, decision 028). */
export type EdgePurgeConfig =
  | {
      driver: "varnish";
      urls: string[];
      /** Sent in X-Purge-Secret; Varnish refuses a PURGE without it (deploy/varnish). */
      secret: string;
    }
  | { driver: "fastly"; apiUrl: string; serviceId: string; token: string }
  | {
      driver: "cloudflare";
      apiUrl: string;
      zoneId: string;
      token: string;
      /** Purge requests a minute (the account's limit) and how many may leave at once. */
      perMinute: number;
      burst: number | undefined;
    };

/** A bad environment: `message` is one line per problem, each naming its variable. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n  ${problems.join("\n  ")}`,
    );
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Repository root: two levels above apps/api/src. */
export const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const problems = crossProblems(e, env);
  if (e.DATABASE_URL && !e.APP_SECRET && !existsSync(secretFile(dataDir))) {
    problems.push(
      "APP_SECRET: required with DATABASE_URL (every instance must sign tokens with the same key); set a long random string, for example the output of `openssl rand -base64 32`",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: e.PORT,
    host: e.HOST,
    apiPort: e.API_PORT,
    apiInternalUrl: e.API_INTERNAL_URL,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    trustProxy: e.TRUST_PROXY,
    loginLimits: { perAccount: e.LOGIN_MAX_PER_ACCOUNT, perIp: e.LOGIN_MAX_PER_IP },
    submissionsPerIp: e.SUBMISSIONS_MAX_PER_IP,
    cateringCaps: { perDomain: e.CATERING_MAX_PER_DOMAIN, perTruck: e.CATERING_MAX_PER_TRUCK },
    media: { maxBytes: e.MEDIA_MAX_BYTES, maxPixels: e.MEDIA_MAX_PIXELS },
    memberMediaMaxMb: e.MEMBER_MEDIA_MAX_MB,
    pageCache: e.PAGE_CACHE === "on",
    pageCacheMb: e.PAGE_CACHE_MB,
    edgeTtl: e.EDGE_TTL || (env.EDGE_PURGE ? 86_400 : 0),
    edgePurge: edgePurgeOf(e),
    publicUrl: e.PUBLIC_URL ?? `http://{host}:${e.PORT}`,
    loadLimits: {
      apiRequests: e.MAX_API_REQUESTS,
      pageRenders: e.MAX_PAGE_RENDERS,
      loopLagMs: e.SHED_LOOP_LAG_MS,
    },
    renderDeadlineMs: e.RENDER_DEADLINE_MS,
    renderThreads: e.RENDER_THREADS,
    logHitSample: e.LOG_HIT_SAMPLE,
    s3: s3Of(e),
    metricsToken: e.METRICS_TOKEN,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    geocoderUrl: e.GEOCODER_URL || undefined,
  };
}

/** The public origin of the site `host` (a domain's host from the database) per PUBLIC_URL. */
export function publicOrigin(config: Pick<Config, "publicUrl">, host: string): string {
  return config.publicUrl.replaceAll("{host}", host);
}

/**
 * For entry points: a bad environment prints just the message (no stack) and exits 1.
 * Other errors (an unreadable secret file, say) propagate.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const secretFile = (dataDir: string) => path.join(dataDir, "app-secret");

/**
 * Without APP_SECRET the embedded setup keeps a random secret in dataDir so tokens survive a
 * restart and both processes of the two-process setup agree on it.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = secretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
