import { performance } from "node:perf_hooks";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { DEMO_PASSWORD, seedDemo } from "../src/db/seed.ts";

/**
 * npm run bench - times API calls in-process (app.inject) on a fresh embedded database and
 * prints median and p95 per call. Numbers only; nothing asserts on them.
 */
const database = await openDatabase({});
await database.migrate();
await seedDemo(database.db);
const app = await buildApp({
  db: database.db,
  config: {
    ...loadConfig({ APP_SECRET: "bench", LOG_LEVEL: "silent" }),
    loginLimits: { perAccount: 1e9, perIp: 1e9 },
  },
  mailer: { send: async () => {} },
});
await app.ready();

const host = "api.localhost";
async function inject(method: "GET" | "POST", url: string, token?: string, body?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: {
      host,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    payload: body ? JSON.stringify(body) : undefined,
  });
  if (res.statusCode >= 400) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function time(label: string, runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  console.log(
    `${label.padEnd(40)} runs ${String(runs).padStart(4)}  median ${pick(0.5).toFixed(2).padStart(7)} ms  p95 ${pick(0.95).toFixed(2).padStart(7)} ms`,
  );
}

const login = { email: "admin@example.com", password: DEMO_PASSWORD };
const tokens = (await inject("POST", "/api/auth/login", undefined, login)).data;

await time("POST /api/auth/login (argon2id verify)", 20, () =>
  inject("POST", "/api/auth/login", undefined, login),
);
await time("GET /api/domains/current (anonymous)", 200, () =>
  inject("GET", "/api/domains/current"),
);
await time("GET /api/domain-options (anonymous)", 200, () => inject("GET", "/api/domain-options"));
await time("GET /api/account (bearer)", 200, () =>
  inject("GET", "/api/account", tokens.access_token),
);
let refresh = tokens.refresh_token;
await time("POST /api/auth/refresh-tokens (rotation)", 100, async () => {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/refresh-tokens",
    headers: { host, authorization: `Bearer ${refresh}` },
  });
  refresh = res.json().data.refresh_token;
});

await app.close();
await database.close();
