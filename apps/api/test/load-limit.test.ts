import http from "node:http";
import net from "node:net";
import Fastify from "fastify";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createLoadLimit, loopLateBy, registerLoadLimit } from "../src/http/load-limit.ts";

/** A route that answers when the test opens its gate: requests stay in flight until then. */
async function appWithGate(max: number) {
  const limit = createLoadLimit(max);
  const app = Fastify();
  registerLoadLimit(app, limit);
  let open: () => void = () => {};
  let gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  app.get("/slow", async () => {
    await gate;
    return { data: "done" };
  });
  app.get("/fast", async () => ({ data: "fast" }));
  app.post("/echo", async (request) => ({ data: request.body }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  afterAll(() => app.close());
  const port = (app.server.address() as { port: number }).port;
  return {
    app,
    limit,
    port,
    release: () => {
      open();
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
  };
}

function get(port: number, path: string, signal?: AbortSignal) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path, signal }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
    },
  );
}

const until = (check: () => boolean) => vi.waitUntil(check, { timeout: 2000, interval: 10 });

describe("load limit", () => {
  it("answers 503 Server error. with Retry-After to whoever waited past the bound, and frees slots when work ends", async () => {
    const { limit, port, release } = await appWithGate(2);
    const first = get(port, "/slow");
    const second = get(port, "/slow");
    await until(() => limit.active === 2);
    const started = Date.now();
    const refused = await get(port, "/fast");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("1");
    expect(JSON.parse(refused.body)).toEqual({ message: "Server error." });
    expect(limit.refused).toBe(1);
    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    await until(() => limit.active === 0);
    expect((await get(port, "/fast")).status).toBe(200);
  });

  it("frees the slot of a request whose client went away", async () => {
    const { limit, port, release } = await appWithGate(1);
    const controller = new AbortController();
    const abandoned = get(port, "/slow", controller.signal).catch(() => "aborted");
    await until(() => limit.active === 1);
    controller.abort();
    expect(await abandoned).toBe("aborted");
    release();
    await until(() => limit.active === 0);
    expect((await get(port, "/fast")).status).toBe(200);
  });

  it("gives a request with a body its slot only once the body is read (issue 37)", async () => {
    const { limit, port } = await appWithGate(2);
    // Ten clients announce a JSON body and send one byte of it every 100 ms.
    const slow = Array.from({ length: 10 }, () => {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("error", () => {});
      socket.write(
        "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n[",
      );
      const timer = setInterval(() => socket.write(" "), 100);
      return () => {
        clearInterval(timer);
        socket.destroy();
      };
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(limit.active).toBe(0);
      expect((await get(port, "/fast")).status).toBe(200);
      expect(limit.refused).toBe(0);
    } finally {
      for (const stop of slow) stop();
    }
  });
});

describe("event-loop lateness", () => {
  const block = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {}
  };

  it("tells a loop blocked past the threshold from one on time", async () => {
    const late = loopLateBy(100);
    expect(late).toBeDefined();
    await new Promise((r) => setTimeout(r, 60));
    expect(late?.()).toBe(false);
    block(250);
    // Still inside the blocked stretch: the probe's timer has not run for 250 ms.
    expect(late?.()).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(late?.()).toBe(false);
  });

  it("holds a read that comes while the loop is late and lets it in once the loop is on time", async () => {
    let late = true;
    const limit = createLoadLimit(4, { overloaded: () => late });
    let granted: (() => void) | null | undefined;
    void limit.acquire().then((release) => {
      granted = release;
    });
    await new Promise((r) => setTimeout(r, 80));
    // Slots are free, yet the read waits: the loop is late.
    expect(granted).toBeUndefined();
    expect(limit.waiting).toBe(1);
    // A write is not held by a late loop, and passes the waiting read.
    const write = await limit.acquire({ sheddable: false });
    expect(write).not.toBeNull();
    write?.();
    late = false;
    await until(() => granted !== undefined);
    expect(granted).not.toBeNull();
    expect(limit.active).toBe(1);
    expect(limit.refused).toBe(0);
    granted?.();
    expect(limit.active).toBe(0);
  });

  it("refuses a read after maxWaitMs while the loop stays late", async () => {
    const limit = createLoadLimit(4, { overloaded: () => true, maxWaitMs: 120 });
    const started = performance.now();
    expect(await limit.acquire()).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(limit.refused).toBe(1);
    expect(limit.waiting).toBe(0);
    expect(limit.active).toBe(0);
  });

  it("is off at 0", () => {
    expect(loopLateBy(0)).toBeUndefined();
  });
});

describe("waiting line", () => {
  it("hands a freed slot to the longest waiter and refuses whoever waited past maxWaitMs", async () => {
    const limit = createLoadLimit(1, { maxWaitMs: 150 });
    const first = limit.tryAcquire();
    expect(first).not.toBeNull();
    const second = limit.acquire();
    const third = limit.acquire();
    expect(limit.waiting).toBe(2);
    first?.();
    const granted = await second;
    expect(granted).not.toBeNull();
    expect(limit.active).toBe(1);
    expect(await third).toBeNull();
    expect(limit.refused).toBe(1);
    granted?.();
    expect(limit.active).toBe(0);
    expect(limit.waiting).toBe(0);
  });
});

describe("a full line", () => {
  it("refuses at once past maxWaiting, but answers only after the refusal pause", async () => {
    const limit = createLoadLimit(1, { maxWaiting: 1, maxWaitMs: 5_000, refusalPauseMs: 120 });
    const held = limit.tryAcquire();
    const waiting = limit.acquire();
    expect(limit.waiting).toBe(1);
    const started = performance.now();
    expect(await limit.acquire()).toBeNull();
    // The client is kept a moment, so it cannot come straight back for another refusal.
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(limit.refused).toBe(1);
    held?.();
    const next = await waiting;
    expect(next).not.toBeNull();
    next?.();
    expect(limit.active).toBe(0);
  });

  it("lets no newcomer pass those already waiting", async () => {
    const limit = createLoadLimit(1, { maxWaitMs: 5_000 });
    const held = limit.tryAcquire();
    const order: string[] = [];
    const first = limit.acquire().then((r) => {
      order.push("first");
      return r;
    });
    held?.();
    // The slot is free for a moment, but "first" is owed it.
    const second = limit.acquire().then((r) => {
      order.push("second");
      return r;
    });
    (await first)?.();
    (await second)?.();
    expect(order).toEqual(["first", "second"]);
    expect(limit.active).toBe(0);
  });
});
