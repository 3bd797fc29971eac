import { type Account, API_PATHS, type CurrentDomain, type Role } from "@fooddir/contract";
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

/** Thrown instead of calling the API once the access token is gone (after a logout). */
export class NoSessionError extends Error {
  constructor() {
    super("No session.");
  }
}

/** A core query: calls the API only while an access token is present (spec §4). */
const unwrap =
  <T>({ api, tokens }: Pick<CoreDataDeps, "api" | "tokens">, path: string) =>
  async () => {
    if (!tokens.getAccessToken()) throw new NoSessionError();
    return (await api<{ data: T }>(path)).data;
  };

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
  const account = useQuery({
    queryKey: coreKeys.account,
    queryFn: unwrap<Account>(deps, API_PATHS.account),
    enabled,
    meta: { silent: true },
  });
  const domain = useQuery({
    queryKey: coreKeys.domain,
    queryFn: unwrap<CurrentDomain>(deps, API_PATHS.currentDomain),
    enabled,
    meta: { silent: true },
  });
  const roles = useQuery({
    queryKey: coreKeys.roles,
    queryFn: unwrap<Role[]>(deps, API_PATHS.roles),
    enabled,
    meta: { silent: true },
  });
  return { session, account, domain, roles };
}
