import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import {
  AUDIT_RETENTION_DAYS_DEFAULT,
  CATERING_CAPS,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEMBER_MEDIA_MAX_MB_DEFAULT,
  SUBMISSION_LIMITS,
} from "@fooddir/contract";
import { z } from "zod";

/** Everything the API and the web server read from the environment, parsed once. See README "Configuration". */
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

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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

const got = (raw: string) => `(got ${JSON.stringify(raw)})`;

/** A variable as a string; the empty string counts as unset. */
const text = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

/** A string checked and converted by `parse`, which returns an error message for a bad value. */
function variable<T>(
  fallback: T,
  parse: (raw: string) => { value: NoInfer<T> } | { problem: string },
) {
  return text.transform((raw, ctx): T => {
    if (raw === undefined) return fallback;
    const result = parse(raw);
    if ("value" in result) return result.value;
    ctx.addIssue({ code: "custom", message: result.problem });
    return z.NEVER;
  });
}

function integer(min: number, max: number, fallback: number) {
  const expected =
    max === Number.MAX_SAFE_INTEGER && min === 1
      ? "a positive integer"
      : `an integer from ${min} to ${max}`;
  return variable(fallback, (raw) => {
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    return Number.isSafeInteger(n) && n >= min && n <= max
      ? { value: n }
      : { problem: `expected ${expected} ${got(raw)}` };
  });
}

const port = (fallback: number) => integer(1, 65535, fallback);
const positive = (fallback: number) => integer(1, Number.MAX_SAFE_INTEGER, fallback);

/** 1/0, also true/false. */
function flag(fallback: boolean) {
  return variable(fallback, (raw) => {
    const v = raw.toLowerCase();
    if (v === "1" || v === "true") return { value: true };
    if (v === "0" || v === "false") return { value: false };
    return { problem: `expected 1 or 0 (or true/false) ${got(raw)}` };
  });
}

/** proxy-addr's names for the private address ranges a proxy usually sits in. */
const PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"];

function validAddressOrRange(value: string): boolean {
  if (PROXY_RANGES.includes(value)) return true;
  const [address, bits, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For the API believes: a comma-separated list of addresses, CIDR
 * ranges and proxy-addr's names; 1/true (the flag of earlier versions) means the private ranges.
 * The client IP is the nearest address that is not one of them, so entries a client wrote itself
 * in front of the proxy's are never taken.
 */
function trustedProxies() {
  return variable<string | false>(false, (raw) => {
    const v = raw.trim().toLowerCase();
    if (v === "" || v === "0" || v === "false") return { value: false };
    if (v === "1" || v === "true") return { value: PROXY_RANGES.join(",") };
    const parts = v.split(",").map((part) => part.trim());
    return parts.every(validAddressOrRange)
      ? { value: parts.join(",") }
      : {
          problem: `expected 1/0, or addresses and CIDR ranges of the proxies (or ${PROXY_RANGES.join(", ")}) ${got(raw)}`,
        };
  });
}

function oneOf<const T extends readonly string[]>(values: T, fallback: T[number] | undefined) {
  return variable(fallback, (raw) =>
    values.includes(raw)
      ? { value: raw as T[number] }
      : { problem: `expected one of ${values.join(", ")} ${got(raw)}` },
  );
}

/** The database URL carries a password: a bad one is described by its scheme only. */
const databaseUrl = variable<string | undefined>(undefined, (raw) => {
  if (/^postgres(ql)?:\/\//i.test(raw)) return { value: raw };
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(raw)?.[0];
  return {
    problem: `expected a postgres:// or postgresql:// URL (got ${scheme ? `a ${scheme} URL` : "no URL scheme"})`,
  };
});

const httpUrl = (fallback: string) =>
  variable(fallback, (raw) => {
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    return url && (url.protocol === "http:" || url.protocol === "https:")
      ? { value: raw }
      : { problem: `expected an http:// or https:// URL ${got(raw)}` };
  });

/** EDGE_PURGE_URLS: comma-separated http(s) base URLs (each Varnish in front of the instances). */
const httpUrls = variable<string[]>([], (raw) => {
  const urls = raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = urls.find((u) => !/^https?:\/\/[^/]/i.test(u) || !URL.canParse(u));
  return bad || urls.length === 0
    ? { problem: `expected http:// or https:// URLs, comma-separated ${got(raw)}` }
    : { value: urls };
});

/**
 * S3_PUBLIC_URL: an http(s) origin with an optional path, which media urls start with; no
 * query, fragment or credentials, and nothing a srcset list or an attribute would split on.
 */
const mediaBaseUrl = variable<string | undefined>(undefined, (raw) => {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  const ok =
    url &&
    (url.protocol === "http:" || url.protocol === "https:") &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !/[\s,"'?#]/.test(raw);
  return ok
    ? { value: raw.replace(/\/+$/, "") }
    : {
        problem: `expected an http:// or https:// URL without query, fragment or credentials ${got(raw)}`,
      };
});

/** `http(s)://` + a host containing `{host}` + an optional port; no path, query or fragment. */
const publicUrlPattern = variable<string | undefined>(undefined, (raw) => {
  const problem = {
    problem: `expected an origin pattern such as https://{host} or http://{host}:3000 ${got(raw)}`,
  };
  if (!raw.includes("{host}")) return problem;
  const sample = raw.replaceAll("{host}", "example.com");
  const url = URL.canParse(sample) ? new URL(sample) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return problem;
  const originOnly = url.pathname === "/" && !url.search && !url.hash && !url.username;
  if (!url.hostname.includes("example.com") || !originOnly || sample.endsWith("?")) return problem;
  return { value: raw.replace(/\/$/, "") };
});

const envSchema = z.object({
  NODE_ENV: text,
  PORT: port(3000),
  HOST: variable("0.0.0.0", (raw) => ({ value: raw })),
  API_PORT: port(3001),
  API_INTERNAL_URL: httpUrl("http://127.0.0.1:3001"),
  DATABASE_URL: databaseUrl,
  DATA_DIR: variable("data", (raw) => ({ value: raw })),
  APP_SECRET: text,
  SEED_DEMO: flag(true),
  SMTP_URL: text,
  MAIL_FROM: variable("Food Truck Directory <no-reply@localhost>", (raw) => ({ value: raw })),
  MEDIA_MAX_BYTES: positive(MEDIA_MAX_BYTES),
  MEDIA_MAX_PIXELS: positive(MEDIA_MAX_PIXELS),
  MEMBER_MEDIA_MAX_MB: positive(MEMBER_MEDIA_MAX_MB_DEFAULT),
  LOGIN_MAX_PER_ACCOUNT: positive(5),
  LOGIN_MAX_PER_IP: positive(30),
  SUBMISSIONS_MAX_PER_IP: positive(SUBMISSION_LIMITS.perIp.max),
  CATERING_MAX_PER_DOMAIN: positive(CATERING_CAPS.perDomain.max),
  CATERING_MAX_PER_TRUCK: positive(CATERING_CAPS.perTruck.max),
  TRUST_PROXY: trustedProxies(),
  LOG_LEVEL: oneOf(LOG_LEVELS, undefined),
  LOG_HIT_SAMPLE: positive(100),
  PAGE_CACHE: oneOf(["on", "off"] as const, "on"),
  PAGE_CACHE_MB: positive(64),
  EDGE_TTL: integer(1, 31_536_000, 0),
  EDGE_PURGE: oneOf(["varnish", "fastly", "cloudflare"] as const, undefined),
  EDGE_PURGE_URLS: httpUrls,
  EDGE_PURGE_SECRET: variable<string | undefined>(undefined, (raw) =>
    /^[!-~]{32,}$/.test(raw)
      ? { value: raw }
      : {
          problem:
            "expected a secret of at least 32 characters without spaces (a guessable one lets anyone on the edge's network purge it)",
        },
  ),
  FASTLY_SERVICE_ID: text,
  FASTLY_API_TOKEN: text,
  FASTLY_API_URL: httpUrl("https://api.fastly.com"),
  CLOUDFLARE_ZONE_ID: text,
  CLOUDFLARE_API_TOKEN: text,
  CLOUDFLARE_API_URL: httpUrl("https://api.cloudflare.com/client/v4"),
  CLOUDFLARE_PURGE_RATE: integer(1, 100_000, 5),
  CLOUDFLARE_PURGE_BURST: integer(1, 100_000, 0),
  PUBLIC_URL: publicUrlPattern,
  MAX_API_REQUESTS: positive(128),
  MAX_PAGE_RENDERS: positive(16),
  RENDER_DEADLINE_MS: positive(1500),
  SHED_LOOP_LAG_MS: integer(0, 60_000, 100),
  AUDIT_RETENTION_DAYS: integer(1, 36_500, AUDIT_RETENTION_DAYS_DEFAULT),
  S3_ENDPOINT: httpUrl(""),
  GEOCODER_URL: httpUrl(""),
  S3_BUCKET: variable<string | undefined>(undefined, (raw) =>
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw)
      ? { value: raw }
      : { problem: `expected an S3 bucket name (3-63 of a-z, 0-9, . and -) ${got(raw)}` },
  ),
  S3_REGION: variable("us-east-1", (raw) =>
    /^[a-z0-9-]{1,64}$/.test(raw)
      ? { value: raw }
      : { problem: `expected a region name such as us-east-1 ${got(raw)}` },
  ),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: flag(false),
  S3_PUBLIC_URL: mediaBaseUrl,
  METRICS_TOKEN: variable<string | undefined>(undefined, (raw) =>
    raw.length >= 16
      ? { value: raw }
      : {
          problem:
            "expected a token of at least 16 characters (a guessable token opens the metrics)",
        },
  ),
});

type Env = z.infer<typeof envSchema>;

/** Problems no single variable shows: settings that need each other. */
function crossProblems(e: Env, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const s3Names = Object.keys(env).filter((name) => name.startsWith("S3_") && env[name]);
  if (s3Names.length > 0 && !e.S3_BUCKET) {
    problems.push(
      `S3_BUCKET: required when other S3_* settings are given (got ${s3Names.join(", ")})`,
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither for the default credential chain",
    );
  }
  problems.push(...edgePurgeProblems(e));
  return problems;
}

/** The settings EDGE_PURGE's driver needs. */
function edgePurgeProblems(e: Env): string[] {
  const required: Record<NonNullable<Env["EDGE_PURGE"]>, [string, unknown][]> = {
    varnish: [
      ["EDGE_PURGE_URLS", e.EDGE_PURGE_URLS.length > 0 || undefined],
      ["EDGE_PURGE_SECRET", e.EDGE_PURGE_SECRET],
    ],
    fastly: [
      ["FASTLY_SERVICE_ID", e.FASTLY_SERVICE_ID],
      ["FASTLY_API_TOKEN", e.FASTLY_API_TOKEN],
    ],
    cloudflare: [
      ["CLOUDFLARE_ZONE_ID", e.CLOUDFLARE_ZONE_ID],
      ["CLOUDFLARE_API_TOKEN", e.CLOUDFLARE_API_TOKEN],
    ],
  };
  if (!e.EDGE_PURGE) return [];
  return required[e.EDGE_PURGE]
    .filter(([, value]) => !value)
    .map(([name]) => `${name}: required with EDGE_PURGE=${e.EDGE_PURGE}`);
}

function edgePurgeOf(e: Env): EdgePurgeConfig | undefined {
  switch (e.EDGE_PURGE) {
    case "varnish":
      return { driver: "varnish", urls: e.EDGE_PURGE_URLS, secret: e.EDGE_PURGE_SECRET ?? "" };
    case "fastly":
      return {
        driver: "fastly",
        apiUrl: e.FASTLY_API_URL,
        serviceId: e.FASTLY_SERVICE_ID ?? "",
        token: e.FASTLY_API_TOKEN ?? "",
      };
    case "cloudflare":
      return {
        driver: "cloudflare",
        apiUrl: e.CLOUDFLARE_API_URL,
        zoneId: e.CLOUDFLARE_ZONE_ID ?? "",
        token: e.CLOUDFLARE_API_TOKEN ?? "",
        perMinute: e.CLOUDFLARE_PURGE_RATE,
        burst: e.CLOUDFLARE_PURGE_BURST || undefined,
      };
    default:
      return undefined;
  }
}

function s3Of(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  return {
    endpoint: e.S3_ENDPOINT || undefined,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL,
  };
}

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
