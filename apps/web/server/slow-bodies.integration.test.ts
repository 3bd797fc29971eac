// @vitest-environment node

import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * Issue 37 point 10: clients that announce a body and send it a byte at a time must not hold the
 * render or API slots. With 4 of each, 20 such forms and 20 such sign-ins in progress, pages that
 * are not cached and sign-in still answer (before: 503 for as long as the bodies trickled).
 */
let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  site = await startSiteServer("slow-bodies", { MAX_PAGE_RENDERS: "4", MAX_API_REQUESTS: "4" });
}, 120_000);
afterAll(() => site?.close());

/** A connection that sends headers announcing a 100,000-byte body, then one byte per 200 ms. */
function trickle(host: string, target: string, type: string) {
  const socket = net.connect(site.port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  socket.write(
    `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\nx`,
  );
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write("x");
  }, 200);
  return {
    status: () => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
    close() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

const connections = () =>
  new Promise<number>((resolve, reject) =>
    site.server.app.server.getConnections((error, count) =>
      error ? reject(error) : resolve(count),
    ),
  );

describe("slow request bodies", () => {
  it("hold no render or API slot: uncached pages and sign-in answer while 40 bodies trickle", async () => {
    const form = "application/x-www-form-urlencoded";
    const slow = [
      ...Array.from({ length: 20 }, () => trickle("localhost", "/members", form)),
      ...Array.from({ length: 20 }, () =>
        trickle("api.localhost", "/api/auth/login", "application/json"),
      ),
    ];
    try {
      await vi.waitUntil(async () => (await connections()) >= slow.length, { timeout: 10_000 });
      // Every trickling request's headers are in (a few bytes of its body too).
      await new Promise((resolve) => setTimeout(resolve, 500));

      for (const path of ["/", "/members", "/team-login", "/about", "/"]) {
        site.server.pageCache?.invalidate(null);
        const page = await site.page(path);
        expect(page.status, path).not.toBe(503);
        expect([200, 404]).toContain(page.status);
        expect(page.headers["x-page-cache"] ?? "miss").not.toBe("hit");
      }
      const signIn = await site.request("POST", "/api/auth/login", {
        host: "api.localhost",
        body: { email: "admin@example.com", password: "not-the-password" },
      });
      // A wrong password is refused as such (422), not for want of a slot (503).
      expect(signIn.status).toBe(422);
      const site200 = await site.request("GET", "/api/site", { host: "api.localhost" });
      expect(site200.status).toBe(200);
      // A whole form sent at once is still read and handled (its body replayed to the router).
      const joined = await site.request("POST", "/members", {
        form: { form: "join", name: "Quick Sender", email: "quick@example.org" },
      });
      expect(joined.status).toBeLessThan(500);
      // Nobody was refused for want of a slot while the bodies trickled.
      for (const connection of slow) expect(connection.status()).not.toBe(503);
    } finally {
      for (const connection of slow) connection.close();
    }
  }, 60_000);
});
