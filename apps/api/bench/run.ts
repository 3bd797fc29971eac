import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { cuisineTags, media, postCuisines, posts } from "../src/db/schema.ts";
import { DEMO_PASSWORD, seedDemo } from "../src/demo/seed.ts";
import { createLocalStorage } from "../src/storage/index.ts";

/**
 * npm run bench - times API calls in-process (app.inject) on a fresh embedded database and
 * prints median and p95 per call. Numbers only; nothing asserts on them.
 */
const database = await openDatabase({});
await database.migrate();
const storageDir = await mkdtemp(path.join(tmpdir(), "fooddir-bench-storage-"));
const storage = createLocalStorage(storageDir);
const seeded = await seedDemo(database.db, storage);
console.log(`seed: ${seeded.posts} posts, ${seeded.media} images in ${seeded.ms} ms`);
const app = await buildApp({
  db: database.db,
  storage,
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
await time("GET /api/media?limit=50 (bearer)", 200, () =>
  inject("GET", "/api/media?limit=50", tokens.access_token),
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

// ~500 more members on localhost, with poster, logo and two cuisines each, for the full list.
const localMedia = await database.db
  .select({ id: media.id })
  .from(media)
  .where(eq(media.domain_id, 1));
const localTags = await database.db
  .select({ id: cuisineTags.id })
  .from(cuisineTags)
  .where(eq(cuisineTags.domain_id, 1));
const pick = <T>(list: T[], i: number) => (list.length > 0 ? list[i % list.length] : undefined);
const benchMembers = await database.db
  .insert(posts)
  .values(
    Array.from({ length: 500 }, (_, i) => ({
      domain_id: 1,
      post_type_id: 2,
      post_status_id: 2,
      title: `Bench member ${i}`,
      url: `bench-member-${i}`,
      description: `Generated member ${i} for the bench.`,
      poster_id: pick(localMedia, i)?.id ?? null,
      logo_id: pick(localMedia, i + 1)?.id ?? null,
      position: 1000 + i,
    })),
  )
  .returning({ id: posts.id });
const links = benchMembers.flatMap((post, i) =>
  [pick(localTags, i), pick(localTags, i + 3)]
    .filter((tag) => tag !== undefined)
    .map((tag) => ({ post_id: post.id, cuisine_tag_id: tag.id })),
);
if (links.length > 0) await database.db.insert(postCuisines).values(links).onConflictDoNothing();
await time("GET /api/posts/by-type?type=2&limit=500", 20, () =>
  inject("GET", "/api/posts/by-type?type=2&limit=500", tokens.access_token),
);
await time("GET /api/posts/by-type (anonymous, 500)", 20, () =>
  inject("GET", "/api/posts/by-type?type=2&limit=500"),
);

await app.close();
await database.close();
await rm(storageDir, { recursive: true, force: true });
