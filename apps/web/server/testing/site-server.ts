import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { bootstrapDatabase, type ChangeEvent, loadConfig } from "@fooddir/api";
import { inject } from "vitest";
import { createOneProcessServer } from "../servers.ts";
import { loadProductionBuild } from "../web-build.ts";
import { type HostRequestOptions, hostRequest } from "./host-request.ts";
import { TEMPLATE_PARTS } from "./site-template.ts";

/**
 * The one-process server on a fresh embedded database with the demo seed (a copy of the run's
 * template, site-template.ts) and the built web app,
 * listening on a free loopback port, for the server tests. `api` calls the API host as the demo
 * admin after `signIn`.
 */
export async function startSiteServer(
  name: string,
  env: Record<string, string> = {},
  /** `clock`: the server's one clock (API, loaders, page expiries), for pages time changes. */
  extras: { clock?: () => number } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `fooddir-${name}-`));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_SECRET: `${name}-test`,
    PAGE_CACHE_MB: "16",
    LOG_LEVEL: "silent",
    // Parallel test files share the cores: a stalled thread must not shed a request here.
    SHED_LOOP_LAG_MS: "0",
    // ...nor a slow render under that load answer with the busy page.
    RENDER_DEADLINE_MS: "60000",
    // Pages render on this thread unless a test asks for render threads (their own test).
    RENDER_THREADS: "0",
    ...env,
  });
  // The run's seeded demo (site-template.ts), unless media go to a bucket: then the seed
  // puts them there itself.
  if (!config.s3) {
    for (const part of TEMPLATE_PARTS) {
      await cp(path.join(inject("siteTemplateDir"), part), path.join(dataDir, part), {
        recursive: true,
      });
    }
  }
  const database = await bootstrapDatabase(config, () => {});
  const web = await loadProductionBuild(path.resolve(import.meta.dirname, "../.."));
  const server = await createOneProcessServer({
    config,
    database,
    web,
    storageDir: path.join(dataDir, "storage"),
    clock: extras.clock,
  });
  const events: ChangeEvent[] = [];
  server.changes.subscribe((event) => events.push(event));
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (server.app.server.address() as { port: number }).port;
  let token = "";

  const request = (method: string, target: string, options: HostRequestOptions = {}) =>
    hostRequest(port, method, target, options);
  const page = (target: string, options: HostRequestOptions = {}) =>
    request("GET", target, options);
  async function api<T = unknown>(
    method: string,
    target: string,
    body?: unknown,
    host = "api.localhost",
  ) {
    const reply = await request(method, target, {
      host,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body,
    });
    if (reply.status >= 300) throw new Error(`${method} ${target}: ${reply.status} ${reply.text}`);
    return (JSON.parse(reply.text) as { data: T }).data;
  }
  async function signIn(email = "admin@example.com", password = "foodtrucks-demo") {
    token = "";
    token = (await api<{ access_token: string }>("POST", "/api/auth/login", { email, password }))
      .access_token;
    return token;
  }
  async function close() {
    await server.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return { port, server, database, events, request, page, api, signIn, close };
}

/** As React writes text into HTML. */
export const escapedHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;");

/** A new place `name` at `address` and a stop there of the member `memberId`, 10 Mar 2027 12:00-14:00. */
export async function addStopAtNewPlace(
  site: Awaited<ReturnType<typeof startSiteServer>>,
  memberId: number,
  name: string,
  address: string,
) {
  const place = await site.api<{ id: number }>("POST", "/api/locations", {
    name,
    address,
    lat: 37.78,
    lng: -122.41,
  });
  await site.api("POST", "/api/stops", {
    member_id: memberId,
    location_id: place.id,
    starts_at: "2027-03-10T12:00",
    ends_at: "2027-03-10T14:00",
  });
}
