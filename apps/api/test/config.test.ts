import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEMBER_MEDIA_MAX_MB_DEFAULT } from "@fooddir/contract";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicOrigin, repoRoot } from "../src/config.ts";

/** APP_SECRET is always given except in the secret test, so nothing is written to ./data. */
const base = { APP_SECRET: "s" };

function problem(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`no error for ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("has the README defaults", () => {
    expect(loadConfig(base)).toEqual({
      port: 3000,
      host: "0.0.0.0",
      apiPort: 3001,
      apiInternalUrl: "http://127.0.0.1:3001",
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, "data"),
      appSecret: "s",
      smtpUrl: undefined,
      mailFrom: "Food Truck Directory <no-reply@localhost>",
      seedDemo: true,
      logLevel: "info",
      logHitSample: 100,
      trustProxy: false,
      loginLimits: { perAccount: 5, perIp: 30 },
      submissionsPerIp: 5,
      cateringCaps: { perDomain: 20, perTruck: 5 },
      media: { maxBytes: MEDIA_MAX_BYTES, maxPixels: MEDIA_MAX_PIXELS },
      memberMediaMaxMb: MEMBER_MEDIA_MAX_MB_DEFAULT,
      pageCache: true,
      pageCacheMb: 64,
      edgeTtl: 0,
      renderDeadlineMs: 1500,
      renderThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
      publicUrl: "http://{host}:3000",
      loadLimits: { apiRequests: 128, pageRenders: 16, loopLagMs: 100 },
      s3: undefined,
      metricsToken: undefined,
      auditRetentionDays: 365,
      geocoderUrl: undefined,
    });
  });

  it("logs nothing by default under NODE_ENV=test", () => {
    expect(loadConfig({ ...base, NODE_ENV: "test" }).logLevel).toBe("silent");
    expect(loadConfig({ ...base, NODE_ENV: "test", LOG_LEVEL: "warn" }).logLevel).toBe("warn");
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      API_PORT: "9000",
      API_INTERNAL_URL: "https://api.internal:9000",
      DATABASE_URL: "postgresql://u:p@db/fooddir",
      DATA_DIR: "/tmp/fooddir-config-test",
      APP_SECRET: "secret",
      SMTP_URL: "smtp://mail:587",
      MAIL_FROM: "x@y.z",
      SEED_DEMO: "0",
      LOG_LEVEL: "debug",
      LOG_HIT_SAMPLE: "10",
      TRUST_PROXY: "1",
      LOGIN_MAX_PER_ACCOUNT: "7",
      LOGIN_MAX_PER_IP: "70",
      SUBMISSIONS_MAX_PER_IP: "9",
      CATERING_MAX_PER_DOMAIN: "40",
      CATERING_MAX_PER_TRUCK: "3",
      MEDIA_MAX_BYTES: "1000",
      MEDIA_MAX_PIXELS: "2000",
      MEMBER_MEDIA_MAX_MB: "25",
      PAGE_CACHE: "off",
      PAGE_CACHE_MB: "16",
      PUBLIC_URL: "https://{host}/",
      MAX_API_REQUESTS: "40",
      MAX_PAGE_RENDERS: "8",
      RENDER_DEADLINE_MS: "900",
      RENDER_THREADS: "0",
      SHED_LOOP_LAG_MS: "0",
      AUDIT_RETENTION_DAYS: "30",
      GEOCODER_URL: "https://photon.example.com/api",
    });
    expect(config).toEqual({
      port: 8080,
      host: "127.0.0.1",
      apiPort: 9000,
      apiInternalUrl: "https://api.internal:9000",
      databaseUrl: "postgresql://u:p@db/fooddir",
      dataDir: "/tmp/fooddir-config-test",
      appSecret: "secret",
      smtpUrl: "smtp://mail:587",
      mailFrom: "x@y.z",
      seedDemo: false,
      logLevel: "debug",
      logHitSample: 10,
      trustProxy: "loopback,linklocal,uniquelocal",
      loginLimits: { perAccount: 7, perIp: 70 },
      submissionsPerIp: 9,
      cateringCaps: { perDomain: 40, perTruck: 3 },
      media: { maxBytes: 1000, maxPixels: 2000 },
      memberMediaMaxMb: 25,
      pageCache: false,
      pageCacheMb: 16,
      edgeTtl: 0,
      renderDeadlineMs: 900,
      renderThreads: 0,
      publicUrl: "https://{host}",
      loadLimits: { apiRequests: 40, pageRenders: 8, loopLagMs: 0 },
      auditRetentionDays: 30,
      geocoderUrl: "https://photon.example.com/api",
    });
  });

  it("lets shared caches keep pages a day with a purge driver, else revalidate (EDGE_TTL)", () => {
    const varnish = {
      EDGE_PURGE: "varnish",
      EDGE_PURGE_URLS: "http://127.0.0.1:6081",
      EDGE_PURGE_SECRET: "0123456789abcdef0123456789abcdef",
    };
    expect(loadConfig(base).edgeTtl).toBe(0);
    expect(loadConfig({ ...base, ...varnish }).edgeTtl).toBe(86_400);
    expect(loadConfig({ ...base, ...varnish, EDGE_TTL: "600" }).edgeTtl).toBe(600);
    expect(problem({ EDGE_TTL: "-1" })).toMatch(/EDGE_TTL: expected an integer from 1 to/);
  });

  it("treats empty strings as unset", () => {
    const empty = Object.fromEntries(
      [
        "PORT",
        "HOST",
        "API_PORT",
        "API_INTERNAL_URL",
        "DATABASE_URL",
        "DATA_DIR",
        "SMTP_URL",
        "MAIL_FROM",
        "SEED_DEMO",
        "LOG_LEVEL",
        "TRUST_PROXY",
        "LOGIN_MAX_PER_ACCOUNT",
        "LOGIN_MAX_PER_IP",
        "MEDIA_MAX_BYTES",
        "MEDIA_MAX_PIXELS",
        "MEMBER_MEDIA_MAX_MB",
        "PAGE_CACHE",
        "PAGE_CACHE_MB",
        "PUBLIC_URL",
        "MAX_API_REQUESTS",
        "MAX_PAGE_RENDERS",
        "SHED_LOOP_LAG_MS",
        "S3_ENDPOINT",
        "S3_BUCKET",
        "S3_REGION",
        "S3_ACCESS_KEY_ID",
        "S3_SECRET_ACCESS_KEY",
        "S3_FORCE_PATH_STYLE",
        "S3_PUBLIC_URL",
        "METRICS_TOKEN",
        "AUDIT_RETENTION_DAYS",
      ].map((name) => [name, ""]),
    );
    expect(loadConfig({ ...base, ...empty })).toEqual(loadConfig(base));
  });

  it("takes PUBLIC_URL as an origin pattern with {host}; the default follows PORT", () => {
    const origin = (env: Record<string, string>, host: string) =>
      publicOrigin(loadConfig({ ...base, ...env }), host);
    expect(origin({}, "catering.localhost")).toBe("http://catering.localhost:3000");
    expect(origin({ PORT: "8080" }, "a.example")).toBe("http://a.example:8080");
    expect(origin({ PUBLIC_URL: "https://{host}" }, "trucks.example")).toBe(
      "https://trucks.example",
    );
    expect(origin({ PUBLIC_URL: "https://www.{host}:8443" }, "trucks.example")).toBe(
      "https://www.trucks.example:8443",
    );
    for (const bad of [
      "https://example.com",
      "ftp://{host}",
      "https://{host}/path",
      "https://{host}?q=1",
      "https://{host}#x",
      "https://user@{host}",
      "{host}",
    ]) {
      expect(problem({ PUBLIC_URL: bad }), bad).toMatch(
        /^Invalid configuration: PUBLIC_URL: expected an origin pattern/,
      );
    }
  });

  it("accepts 1/0 and true/false for the flags", () => {
    for (const [raw, value] of [
      ["1", true],
      ["true", true],
      ["TRUE", true],
      ["0", false],
      ["false", false],
    ] as const) {
      const config = loadConfig({ ...base, SEED_DEMO: raw, TRUST_PROXY: raw });
      expect(config.seedDemo).toBe(value);
      expect(config.trustProxy).toBe(value ? "loopback,linklocal,uniquelocal" : false);
    }
    expect(problem({ SEED_DEMO: "yes" })).toBe(
      'Invalid configuration: SEED_DEMO: expected 1 or 0 (or true/false) (got "yes")',
    );
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.0/8, ::1, loopback" }).trustProxy).toBe(
      "10.0.0.0/8,::1,loopback",
    );
    for (const bad of ["2", "all", "10.0.0.0/33", "example.com", "10.0.0.1/8/2"]) {
      expect(problem({ TRUST_PROXY: bad }), bad).toMatch(/^Invalid configuration: TRUST_PROXY: /);
    }
  });

  it("names the variable and the problem of each bad value", () => {
    expect(problem({ PORT: "abc" })).toBe(
      'Invalid configuration: PORT: expected an integer from 1 to 65535 (got "abc")',
    );
    const cases: [string, string, string][] = [
      ["PORT", "0", "expected an integer from 1 to 65535"],
      ["PORT", "65536", "expected an integer from 1 to 65535"],
      ["PORT", "30.5", "expected an integer from 1 to 65535"],
      ["API_PORT", "-1", "expected an integer from 1 to 65535"],
      ["API_INTERNAL_URL", "127.0.0.1:3001", "expected an http:// or https:// URL"],
      ["API_INTERNAL_URL", "ftp://host", "expected an http:// or https:// URL"],
      ["DATABASE_URL", "mysql://u:p@db/x", "expected a postgres:// or postgresql:// URL"],
      ["LOG_LEVEL", "verbose", "expected one of fatal, error, warn, info, debug, trace, silent"],
      ["LOGIN_MAX_PER_ACCOUNT", "0", "expected a positive integer"],
      ["LOGIN_MAX_PER_IP", "many", "expected a positive integer"],
      ["MEDIA_MAX_BYTES", "1e6", "expected a positive integer"],
      ["MEDIA_MAX_PIXELS", "-5", "expected a positive integer"],
      ["PAGE_CACHE", "yes", "expected one of on, off"],
      ["PAGE_CACHE_MB", "0", "expected a positive integer"],
      ["AUDIT_RETENTION_DAYS", "0", "expected an integer from 1 to 36500"],
      ["S3_BUCKET", "My_Bucket", "expected an S3 bucket name (3-63 of a-z, 0-9, . and -)"],
      ["S3_ENDPOINT", "localhost:9000", "expected an http:// or https:// URL"],
      ["S3_REGION", "EU West", "expected a region name such as us-east-1"],
      ...["cdn.example.com", "https://cdn.example.com/?v=1", "https://cdn.example.com/a,b"]
        .concat("https://user:pw@cdn.example.com")
        .map((raw): [string, string, string] => [
          "S3_PUBLIC_URL",
          raw,
          "expected an http:// or https:// URL without query, fragment or credentials",
        ]),
    ];
    for (const [name, raw, expected] of cases) {
      expect(problem({ [name]: raw })).toMatch(
        new RegExp(
          `^Invalid configuration: ${name}: ${expected.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(got `,
        ),
      );
    }
  });

  it("does not echo the database URL, which carries a password", () => {
    const message = problem({ DATABASE_URL: "mysql://user:hunter2@db/x" });
    expect(message).not.toContain("hunter2");
    expect(message).toContain("mysql:");
  });

  it("reports every bad variable, one line each", () => {
    const message = problem({ PORT: "x", LOG_LEVEL: "loud", PAGE_CACHE_MB: "-1" });
    expect(message.split("\n")).toEqual([
      "Invalid configuration:",
      '  PORT: expected an integer from 1 to 65535 (got "x")',
      '  LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      '  PAGE_CACHE_MB: expected a positive integer (got "-1")',
    ]);
  });

  it("reads the S3 settings, and wants a bucket and both keys or neither", () => {
    const s3 = loadConfig({
      ...base,
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "media",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "1",
      S3_PUBLIC_URL: "https://cdn.example.com/media/",
    }).s3;
    expect(s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "media",
      region: "us-east-1",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
      publicUrl: "https://cdn.example.com/media",
    });
    expect(loadConfig({ ...base, S3_BUCKET: "media", S3_REGION: "eu-west-3" }).s3).toMatchObject({
      endpoint: undefined,
      region: "eu-west-3",
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(problem({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toBe(
      "Invalid configuration: S3_BUCKET: required when other S3_* settings are given (got S3_ENDPOINT)",
    );
    expect(problem({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" })).toMatch(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither/,
    );
  });

  it("opens metrics only with a token that is not guessable", () => {
    expect(loadConfig({ ...base, METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe(
      "0123456789abcdef",
    );
    expect(problem({ METRICS_TOKEN: "short" })).toMatch(
      /^Invalid configuration: METRICS_TOKEN: expected a token of at least 16 characters/,
    );
  });

  describe("without APP_SECRET", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "fooddir-config-"));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it("generates a secret into DATA_DIR once and reuses it", () => {
      const first = loadConfig({ DATA_DIR: dataDir }).appSecret;
      expect(first).toMatch(/^[\w-]{40,}$/);
      expect(readFileSync(path.join(dataDir, "app-secret"), "utf8")).toBe(first);
      expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: "" }).appSecret).toBe(first);
    });

    it("is refused with DATABASE_URL: instances on other disks would sign with other keys", () => {
      const fresh = path.join(dataDir, "fresh");
      expect(() =>
        loadConfig({ DATA_DIR: fresh, DATABASE_URL: "postgres://u@db/fooddir" }),
      ).toThrow(/APP_SECRET: required with DATABASE_URL/);
      expect(() => readFileSync(path.join(fresh, "app-secret"))).toThrow();
      // A data dir that already holds a secret (a disk the instances share) keeps working.
      expect(
        loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://u@db/fooddir" }).appSecret,
      ).toBe(readFileSync(path.join(dataDir, "app-secret"), "utf8"));
    });

    it("writes nothing when the configuration is invalid", () => {
      const other = path.join(dataDir, "invalid");
      expect(() => loadConfig({ DATA_DIR: other, PORT: "x" })).toThrow(ConfigError);
      expect(() => readFileSync(path.join(other, "app-secret"))).toThrow();
    });
  });
});
