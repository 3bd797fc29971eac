import { availableParallelism } from "node:os";
import {
  AUDIT_RETENTION_DAYS_DEFAULT,
  CATERING_CAPS,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEMBER_MEDIA_MAX_MB_DEFAULT,
  SUBMISSION_LIMITS,
} from "@fooddir/contract";
import { z } from "zod";
import type { EdgePurgeConfig, S3Config } from "../config.ts";
import {
  databaseUrl,
  flag,
  got,
  httpUrl,
  httpUrls,
  integer,
  mediaBaseUrl,
  oneOf,
  port,
  positive,
  publicUrlPattern,
  text,
  trustedProxies,
  variable,
} from "./variables.ts";

/**
 * Every variable the API and the web server read, with its parser and default (README
 * "Configuration"); the checks between variables; and the S3 and edge-purge settings made from
 * them. config.ts turns the parsed environment into the Config the code reads.
 */

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The main thread keeps a core (the database, the API); the others render pages. */
function defaultRenderThreads() {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export const envSchema = z.object({
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
  // A render thread per core but the main thread's, 1 to 4 (decision 036); 0: none.
  RENDER_THREADS: integer(0, 64, defaultRenderThreads()),
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

export type Env = z.infer<typeof envSchema>;

/** Problems no single variable shows: settings that need each other. */
export function crossProblems(e: Env, env: NodeJS.ProcessEnv): string[] {
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

export function edgePurgeOf(e: Env): EdgePurgeConfig | undefined {
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

export function s3Of(e: Env): S3Config | undefined {
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
