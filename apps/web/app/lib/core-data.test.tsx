import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "./api/client.ts";
import { createMemoryTokenStore } from "./auth/memory-tokens.ts";
import { useCoreData } from "./core-data.ts";
import { createAppQueryClient } from "./query-client.ts";

function setup(tokens: ReturnType<typeof createMemoryTokenStore>, fail = false) {
  const onError = vi.fn();
  const client = createAppQueryClient(onError);
  const request = vi.fn(async (path: string) => {
    if (fail) throw new Error("500");
    return { data: { path } };
  });
  const refresh = vi.fn(async () => {
    tokens.setTokens({ access_token: "a2", refresh_token: "r2" });
    return true;
  });
  const api = Object.assign(request, { refresh }) as unknown as ApiClient;
  const onNoSession = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useCoreData({ api, tokens, onNoSession }), { wrapper });
  return { hook, request, refresh, onNoSession, onError, client };
}

describe("useCoreData", () => {
  it("loads account, domain and roles with an access token", async () => {
    const { hook, request } = setup(createMemoryTokenStore({ access: "a", refresh: "r" }));
    await waitFor(() => expect(hook.result.current.account.isSuccess).toBe(true));
    expect(request.mock.calls.map((c) => c[0]).sort()).toEqual([
      "/api/account",
      "/api/domains/current",
      "/api/roles",
    ]);
  });

  it("loads nothing and reports no session without tokens", async () => {
    const { hook, request, onNoSession } = setup(createMemoryTokenStore());
    await waitFor(() => expect(hook.result.current.session).toBe("none"));
    expect(onNoSession).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
  });

  it("renews the pair first when only a refresh token exists", async () => {
    const { hook, refresh, request } = setup(createMemoryTokenStore({ refresh: "r" }));
    await waitFor(() => expect(hook.result.current.account.isSuccess).toBe(true));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith("/api/account");
  });

  it("calls nothing once the tokens are gone, even when the cache is cleared (logout)", async () => {
    const tokens = createMemoryTokenStore({ access: "a", refresh: "r" });
    const { hook, request, client } = setup(tokens);
    await waitFor(() => expect(hook.result.current.account.isSuccess).toBe(true));
    request.mockClear();
    tokens.clear();
    client.clear();
    const { account, domain, roles } = hook.result.current;
    await Promise.all([account.refetch(), domain.refetch(), roles.refetch()]);
    expect(request).not.toHaveBeenCalled();
  });

  it("ignores failures silently (no toast)", async () => {
    const { hook, onError } = setup(createMemoryTokenStore({ access: "a" }), true);
    await waitFor(() => expect(hook.result.current.account.isError).toBe(true));
    expect(onError).not.toHaveBeenCalled();
  });
});
