// @vitest-environment node
import { DOMAIN_CHANGED_MESSAGE, DOMAIN_ID_HEADER } from "@fooddir/contract";
import { describe, expect, it, vi } from "vitest";
import { createMemoryTokenStore } from "../auth/memory-tokens.ts";
import { createApiClient, RETRY_STATUS_CODES } from "./client.ts";

type Call = { url: string; method: string; auth: string | null };
type Handler = (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function setup(handler: Handler, initial = { access: "a1", refresh: "r1" } as const) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call = {
      url: String(input),
      method: init?.method ?? "GET",
      auth: headers.get("authorization"),
    };
    calls.push(call);
    return handler(call);
  }) as unknown as typeof globalThis.fetch;
  const tokens = createMemoryTokenStore(initial);
  const onUnauthenticated = vi.fn();
  const sleep = vi.fn(async (_ms: number) => {});
  const api = createApiClient({
    baseURL: "http://api.localhost:3000",
    tokens,
    onUnauthenticated,
    fetch,
    sleep,
  });
  return { api, calls, tokens, onUnauthenticated, sleep };
}

describe("api client", () => {
  it("sends the access token as bearer and unwraps JSON", async () => {
    const { api, calls } = setup(() => json(200, { data: { ok: true } }));
    await expect(api("/api/account")).resolves.toEqual({ data: { ok: true } });
    expect(calls[0]).toMatchObject({
      url: "http://api.localhost:3000/api/account",
      auth: "Bearer a1",
    });
  });

  it("the public client sends no authorisation", async () => {
    const calls: (string | null)[] = [];
    const api = createApiClient({
      baseURL: "http://api.x",
      fetch: (async (_i: RequestInfo | URL, init?: RequestInit) => {
        calls.push(new Headers(init?.headers).get("authorization"));
        return json(200, { data: 1 });
      }) as typeof globalThis.fetch,
    });
    await api("/api/domain-options");
    expect(calls).toEqual([null]);
  });

  it.each(RETRY_STATUS_CODES)("retries a GET once on %i", async (status) => {
    const { api, calls } = setup(() => json(status, { message: "x" }));
    await expect(api("/api/roles")).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(2);
  });

  it("does not retry GET on other statuses", async () => {
    const { api, calls } = setup(() => json(422, { message: "x" }));
    await expect(api("/api/roles")).rejects.toMatchObject({ status: 422 });
    expect(calls).toHaveLength(1);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("never retries %s", async (method) => {
    const { api, calls } = setup(() => json(503, { message: "x" }));
    await expect(api("/api/x", { method, body: {} })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it("on 401 refreshes with the refresh token, stores both and retries once after 500 ms", async () => {
    const { api, calls, tokens, sleep } = setup((call) => {
      if (call.url.endsWith("/api/auth/refresh-tokens")) {
        return json(200, { data: { access_token: "a2", refresh_token: "r2" } });
      }
      return call.auth === "Bearer a2" ? json(200, { data: "ok" }) : json(401, { message: "x" });
    });
    await expect(api("/api/account", { method: "POST", body: {} })).resolves.toEqual({
      data: "ok",
    });
    expect(
      calls.map((c) => [c.method, c.url.replace("http://api.localhost:3000", ""), c.auth]),
    ).toEqual([
      ["POST", "/api/account", "Bearer a1"],
      ["POST", "/api/auth/refresh-tokens", "Bearer r1"],
      ["POST", "/api/account", "Bearer a2"],
    ]);
    expect(sleep).toHaveBeenCalledWith(500);
    expect(tokens.getAccessToken()).toBe("a2");
    expect(tokens.getRefreshToken()).toBe("r2");
  });

  it("shares one refresh between concurrent 401s", async () => {
    let refreshes = 0;
    const { api } = setup(async (call) => {
      if (call.url.endsWith("/refresh-tokens")) {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { data: { access_token: "a2", refresh_token: "r2" } });
      }
      return call.auth === "Bearer a2" ? json(200, { data: 1 }) : json(401, { message: "x" });
    });
    await Promise.all([api("/api/a"), api("/api/b"), api("/api/c")]);
    expect(refreshes).toBe(1);
  });

  it("clears the tokens and gives up when the refresh fails", async () => {
    const { api, tokens, onUnauthenticated, calls } = setup((call) =>
      call.url.endsWith("/refresh-tokens")
        ? json(401, { message: "Unauthorized." })
        : json(401, { message: "Unauthorized." }),
    );
    await expect(api("/api/account")).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a 503 (shed or outage)", () => json(503, { message: "Server error." })],
    [
      "no answer",
      () => {
        throw new TypeError("fetch failed");
      },
    ],
  ])("keeps the refresh token when the refresh gets %s", async (_what, refreshAnswer) => {
    const { api, tokens, onUnauthenticated } = setup((call) =>
      call.url.endsWith("/refresh-tokens") ? refreshAnswer() : json(401, { message: "x" }),
    );
    await expect(api("/api/account")).rejects.toMatchObject({ status: 401 });
    expect(tokens.getRefreshToken()).toBe("r1");
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it("gives up without a refresh call when there is no refresh token", async () => {
    const { api, onUnauthenticated, calls } = setup(() => json(401, { message: "x" }), {
      access: "a1",
      refresh: null,
    } as never);
    await expect(api("/api/account")).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it("retries after a 401 only once", async () => {
    const { api, calls, onUnauthenticated } = setup((call) =>
      call.url.endsWith("/refresh-tokens")
        ? json(200, { data: { access_token: "a2", refresh_token: "r2" } })
        : json(401, { message: "x" }),
    );
    await expect(api("/api/account")).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});

describe("the screen's domain (contract.md: Several domains in one panel)", () => {
  function client(
    handler: (domainHeader: string | null) => Response,
    domainId: () => number = () => 1,
  ) {
    const seen: (string | null)[] = [];
    const onDomainChanged = vi.fn();
    const api = createApiClient({
      baseURL: "http://api.x",
      tokens: createMemoryTokenStore({ access: "a1", refresh: "r1" }),
      domainId,
      onDomainChanged,
      fetch: (async (_i: RequestInfo | URL, init?: RequestInit) => {
        const header = new Headers(init?.headers).get(DOMAIN_ID_HEADER);
        seen.push(header);
        return handler(header);
      }) as typeof globalThis.fetch,
    });
    return { api, seen, onDomainChanged };
  }

  it("sends X-Domain-Id with every authorised call", async () => {
    const { api, seen } = client(() => json(200, { data: 1 }));
    await api("/api/posts", { method: "POST", body: {} });
    await api("/api/domain-colors");
    expect(seen).toEqual(["1", "1"]);
  });

  it("reports the API's 409 once per call and does not repeat a write", async () => {
    const { api, seen, onDomainChanged } = client(() =>
      json(409, { message: DOMAIN_CHANGED_MESSAGE }),
    );
    await expect(api("/api/posts", { method: "POST", body: {} })).rejects.toMatchObject({
      status: 409,
    });
    expect(seen).toHaveLength(1);
    expect(onDomainChanged).toHaveBeenCalledTimes(1);
  });

  it("says nothing of another tab when this window switched its domain while the call was out (issue 38)", async () => {
    let screen = 1;
    const { api, onDomainChanged } = client(
      () => {
        screen = 2;
        return json(409, { message: DOMAIN_CHANGED_MESSAGE });
      },
      () => screen,
    );
    await expect(api("/api/posts", { method: "POST", body: {} })).rejects.toMatchObject({
      status: 409,
    });
    expect(onDomainChanged).not.toHaveBeenCalled();
  });

  it("leaves other conflicts alone", async () => {
    const { api, onDomainChanged } = client(() => json(409, { message: "Slug taken." }));
    await expect(api("/api/posts", { method: "POST", body: {} })).rejects.toMatchObject({
      status: 409,
    });
    expect(onDomainChanged).not.toHaveBeenCalled();
  });
});
