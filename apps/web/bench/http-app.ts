/**
 * The app `npm run bench:http` measures: its database, the server started with the page cache
 * on or off, the members and pages the run adds and records, and the writes it times.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import {
  type CuisineTag,
  POST_STATUSES,
  POST_TYPES,
  type Post,
  type PostCreate,
} from "@fooddir/contract";
import type { RecordedPage } from "./ceiling-server.ts";
import type { Target } from "./http-load.ts";
import { log } from "./http-report.ts";
import { apiJson, freePort, mapLimit, request, sleep, startChild, waitFor } from "./lib.ts";

export const SITE_HOST = "localhost";
export const API_HOST = `api.${SITE_HOST}`;
const ADMIN = { email: "admin@example.com", password: "foodtrucks-demo" };
/** Headers the ceiling servers set themselves. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "date",
]);

/** Where the server runs from, and where its V8 profiles go (--cpu-prof). */
export type ServerOptions = { webDir: string; cpuProfDir?: string };

/** A throwaway database on the PostgreSQL server at `serverUrl`, and how to drop it. */
export async function createPgDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import("pg");
  const name = `fooddir_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      log(`dropped database ${name}`);
    } finally {
      await client.end();
    }
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}

/** The one listener (server/main.ts) on `chosenPort` or a free one, once it answers. */
export async function startServer(
  options: ServerOptions,
  env: NodeJS.ProcessEnv,
  pageCache: "on" | "off",
  chosenPort?: number,
) {
  const { cpuProfDir } = options;
  const port = chosenPort ?? (await freePort());
  const child = startChild(
    `server (PAGE_CACHE=${pageCache})`,
    process.execPath,
    [
      ...(cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] : []),
      "--import",
      "tsx",
      "server/main.ts",
    ],
    {
      cwd: options.webDir,
      env: { ...env, PORT: String(port), HOST: "127.0.0.1", PAGE_CACHE: pageCache },
    },
  );
  const started = Date.now();
  await waitFor(child, async () => {
    const res = await request({ port, host: API_HOST, path: "/api/domains/current" });
    return res.status === 200;
  });
  log(`server with PAGE_CACHE=${pageCache} answers on port ${port} (${Date.now() - started} ms)`);
  return { port, child };
}

export async function adminToken(port: number) {
  const login = await apiJson<{ data: { access_token: string } }>({
    port,
    host: API_HOST,
    method: "POST",
    path: "/api/auth/login",
    body: ADMIN,
  });
  return login.data.access_token;
}

export /** Adds `count` published members through the API (4 at a time); returns the new total. */
async function addMembers(port: number, count: number): Promise<number> {
  const call = <T>(method: string, url: string, token?: string, body?: unknown) =>
    apiJson<T>({ port, host: API_HOST, method, path: url, token, body });
  const login = await call<{ data: { access_token: string } }>(
    "POST",
    "/api/auth/login",
    undefined,
    ADMIN,
  );
  const token = login.data.access_token;
  const existing = await call<{ data: Post[]; meta: { total: number } }>(
    "GET",
    "/api/posts/by-type?type=2&limit=50",
    token,
  );
  const mediaPairs = existing.data
    .map((post) => ({ poster_id: post.media.poster?.id, logo_id: post.media.logo?.id }))
    .filter((m) => m.poster_id !== undefined || m.logo_id !== undefined);
  const tags = (await call<{ data: CuisineTag[] }>("GET", "/api/cuisine-tags")).data;
  const started = Date.now();
  await mapLimit(
    Array.from({ length: count }, (_, i) => i + 1),
    4,
    async (n) => {
      const media = mediaPairs.length > 0 ? mediaPairs[n % mediaPairs.length] : undefined;
      const cuisines = tags.length > 0 ? [tags[n % tags.length].id] : [];
      if (tags.length > 1) cuisines.push(tags[(n + 1) % tags.length].id);
      const body: PostCreate = {
        post_type_id: POST_TYPES.member,
        post_status_id: POST_STATUSES.published,
        title: `Bench Truck ${n}`,
        url: `bench-truck-${n}`,
        description: `Food truck number ${n}, added by npm run bench:http.`,
        media: media ? { poster_id: media.poster_id ?? null, logo_id: media.logo_id ?? null } : {},
        external_data: { cuisines },
      };
      await call("POST", "/api/posts", token, body);
    },
  );
  const after = await call<{ meta: { total: number } }>(
    "GET",
    "/api/posts/by-type?type=2&limit=1&status=2",
    token,
  );
  if (count > 0) log(`added ${count} members in ${Date.now() - started} ms`);
  return after.meta.total;
}

export /** The exact bytes and headers of each page, as autocannon gets them (no Accept-Encoding). */
async function recordPages(port: number, pages: Target[]): Promise<RecordedPage[]> {
  const ask = (target: Target) => request({ port, host: target.host, path: target.path });
  return Promise.all(
    pages.map(async (target) => {
      // A cold render may be shed (busy page, 503): the ceiling must serve the page itself.
      let res = await ask(target);
      for (let tries = 0; res.status === 503 && tries < 40; tries++) {
        await sleep(250);
        res = await ask(target);
      }
      log(
        `recorded ${target.path}: ${res.status}, ${res.body.length.toLocaleString("en-US")} bytes, ${res.headers["content-type"] ?? "no content-type"}`,
      );
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      return {
        path: target.path,
        status: res.status,
        headers,
        bodyBase64: res.body.toString("base64"),
      };
    }),
  );
}

export /** One header of each page as a fresh request gets it: "/ hit, /members hit, ...". */
async function headerOfPages(port: number, pages: Target[], name: "x-page-cache" | "x-cache") {
  const seen = await Promise.all(
    pages.map(async (target) => {
      const res = await request({ port, host: target.host, path: target.path });
      return `${target.path} ${res.headers[name] ?? "(none)"}`;
    }),
  );
  return seen.join(", ");
}

export /**
 * 20 site-title writes one after the other (PUT /api/domains, a write that drops the whole
 * domain: in memory and, with EDGE_PURGE=varnish, at the edge before the answer).
 */
async function timeWrites(port: number): Promise<number[]> {
  const token = await adminToken(port);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await apiJson({
      port,
      host: API_HOST,
      method: "PUT",
      path: "/api/domains",
      token,
      body: { title: `Bench write ${i}`, description: "Timed by npm run bench:http." },
    });
    times.push(performance.now() - started);
  }
  return times;
}
