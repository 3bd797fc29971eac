import type { Account, CurrentDomain, Role } from "@fooddir/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { ApiClient } from "./api/client.ts";
import type { TokenStore } from "./auth/tokens.ts";

export const coreKeys = {
  all: ["core"] as const,
  account: ["core", "account"] as const,
  domain: ["core", "domain"] as const,
  roles: ["core", "roles"] as const,
};

export type SessionState = "checking" | "ready" | "none";

export type CoreDataDeps = {
  api: ApiClient;
  tokens: TokenStore;
  /** Called when there is no session to load (no tokens, or the refresh failed). */
  onNoSession: () => void;
};

const unwrap =
  <T>(api: ApiClient, path: string) =>
  async () =>
    (await api<{ data: T }>(path)).data;

/**
 * Session check for signed-in areas: ready with an access token; with only a refresh token the
 * pair is renewed first; with neither (or a failed renewal) there is no session.
 */
export function useSession({ api, tokens, onNoSession }: CoreDataDeps): SessionState {
  const [state, setState] = useState<SessionState>("checking");
  useEffect(() => {
    let cancelled = false;
    const settle = (next: SessionState) => {
      if (cancelled) return;
      setState(next);
      if (next === "none") onNoSession();
    };
    if (tokens.getAccessToken()) settle("ready");
    else if (tokens.getRefreshToken()) {
      api.refresh().then((ok) => settle(ok && tokens.getAccessToken() ? "ready" : "none"));
    } else settle("none");
    return () => {
      cancelled = true;
    };
  }, [api, tokens, onNoSession]);
  return state;
}

/**
 * Core user data (spec §4): account, active domain and roles - only loaded while an access token
 * is present; failures are silent (no toast).
 */
export function useCoreData(deps: CoreDataDeps) {
  const session = useSession(deps);
  const enabled = session === "ready";
  const { api } = deps;
  const account = useQuery({
    queryKey: coreKeys.account,
    queryFn: unwrap<Account>(api, "/api/account"),
    enabled,
    meta: { silent: true },
  });
  const domain = useQuery({
    queryKey: coreKeys.domain,
    queryFn: unwrap<CurrentDomain>(api, "/api/domains/current"),
    enabled,
    meta: { silent: true },
  });
  const roles = useQuery({
    queryKey: coreKeys.roles,
    queryFn: unwrap<Role[]>(api, "/api/roles"),
    enabled,
    meta: { silent: true },
  });
  return { session, account, domain, roles };
}
