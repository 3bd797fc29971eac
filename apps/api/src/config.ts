import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } from "@fooddir/contract";

/** Everything the API reads from the environment, parsed once. See README "Configuration". */
export type Config = {
  port: number;
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
  logLevel: string;
  /** Trust X-Forwarded-For for the client IP (behind a proxy). */
  trustProxy: boolean;
  /** Login attempts allowed per 15 minutes: failures per account, all attempts per IP. */
  loginLimits: { perAccount: number; perIp: number };
  /** Upload limits of the media library: bytes per file, decoded pixels per image. */
  media: { maxBytes: number; maxPixels: number };
};

/** Repository root: two levels above apps/api/src. */
export const repoRoot = path.resolve(import.meta.dirname, "../../..");

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? "data");
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    appSecret: env.APP_SECRET || readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Food Truck Directory <no-reply@localhost>",
    seedDemo: env.SEED_DEMO !== "0",
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    trustProxy: env.TRUST_PROXY === "1",
    loginLimits: {
      perAccount: Number(env.LOGIN_MAX_PER_ACCOUNT ?? 5),
      perIp: Number(env.LOGIN_MAX_PER_IP ?? 30),
    },
    media: {
      maxBytes: positiveInt(env.MEDIA_MAX_BYTES, MEDIA_MAX_BYTES),
      maxPixels: positiveInt(env.MEDIA_MAX_PIXELS, MEDIA_MAX_PIXELS),
    },
  };
}

function positiveInt(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`not a positive integer: ${value}`);
  return n;
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
