import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, SUBMISSION_LIMITS } from "@fooddir/contract";
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
   * The proxies whose X-Forwarded-For entries are trusted (Fastify's comma-separated trustProxy:
   * addresses, CIDR ranges, "loopback"...), or false. Never "trust all": the client IP is the
   * nearest untrusted address, so entries a client wrote in front of the proxy's are ignored.
   */
  trustProxy: string | false;
  /** Login attempts allowed per 15 minutes, per account (a success clears it) and per IP. */
  loginLimits: { perAccount: number; perIp: number };
  /** Public form submissions per IP per domain in 10 minutes (SUBMISSION_LIMITS.perIp). */
  submissionsPerIp: number;
  /** Upload limits of the media library: bytes per file, decoded pixels per image. */
  media: { maxBytes: number; maxPixels: number };
  /** Cache rendered public HTML in the site listener (PAGE_CACHE=off disables it). */
  pageCache: boolean;
  /** Memory bound of that cache, in MB. */
  pageCacheMb: number;
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
  LOGIN_MAX_PER_ACCOUNT: positive(5),
  LOGIN_MAX_PER_IP: positive(30),
  SUBMISSIONS_MAX_PER_IP: positive(SUBMISSION_LIMITS.perIp.max),
  TRUST_PROXY: trustedProxies(),
  LOG_LEVEL: oneOf(LOG_LEVELS, undefined),
  PAGE_CACHE: oneOf(["on", "off"] as const, "on"),
  PAGE_CACHE_MB: positive(64),
  PUBLIC_URL: publicUrlPattern,
  MAX_API_REQUESTS: positive(128),
  MAX_PAGE_RENDERS: positive(16),
  RENDER_DEADLINE_MS: positive(1500),
  SHED_LOOP_LAG_MS: integer(0, 60_000, 100),
});

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
    media: { maxBytes: e.MEDIA_MAX_BYTES, maxPixels: e.MEDIA_MAX_PIXELS },
    pageCache: e.PAGE_CACHE === "on",
    pageCacheMb: e.PAGE_CACHE_MB,
    publicUrl: e.PUBLIC_URL ?? `http://{host}:${e.PORT}`,
    loadLimits: {
      apiRequests: e.MAX_API_REQUESTS,
      pageRenders: e.MAX_PAGE_RENDERS,
      loopLagMs: e.SHED_LOOP_LAG_MS,
    },
    renderDeadlineMs: e.RENDER_DEADLINE_MS,
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

/**
 * Without APP_SECRET the embedded setup keeps a random secret in dataDir so tokens survive a
 * restart and both processes of the two-process setup agree on it.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
