import {
  type Account,
  PANEL_SESSION_PATHS,
  type PanelSession,
  SESSION_KEY_HEADER,
} from "@fooddir/contract";
import { ofetch } from "ofetch";
import { failedRenewal } from "../api/client.ts";
import { adoptSession, type TokenStore, tokens } from "./tokens.ts";

// The panel's calls to the session bridge of its own site host (decision 017,
// apps/web/server/panel-session.ts): the answers carry the access token and session key, never
// the refresh token, which stays in an HttpOnly cookie.

type BridgeOptions = { body?: Record<string, unknown>; store?: TokenStore };

async function post<T>(path: string, { body = {}, store = tokens() }: BridgeOptions = {}) {
  const headers: Record<string, string> = { accept: "application/json" };
  const key = store.getRefreshToken();
  const access = store.getAccessToken();
  if (key) headers[SESSION_KEY_HEADER] = key;
  if (access) headers.authorization = `Bearer ${access}`;
  return (await ofetch<{ data: T }>(path, { method: "POST", body, headers, retry: 0 })).data;
}

/**
 * A new access token from the refresh cookie. "refused": the session is over (4xx);
 * "unreachable": no answer, a 5xx or an aborted call, so the session may well be alive.
 */
export async function renewSession(store: TokenStore = tokens()) {
  if (!store.getRefreshToken()) return "refused" as const;
  try {
    const session = await post<PanelSession>(PANEL_SESSION_PATHS.refresh, { store });
    store.setTokens({ access_token: session.access_token, refresh_token: session.session_key });
    return "renewed" as const;
  } catch (error) {
    return failedRenewal(error);
  }
}

/** The API's switch-domain through the bridge: the cookies and this window get the new session. */
export async function switchDomainSession(domainId: number) {
  const session = await post<PanelSession>(PANEL_SESSION_PATHS.switchDomain, {
    body: { domain_id: domainId },
  });
  adoptSession(session);
  return session;
}

/** POST /api/account through the bridge: a password change renews the session here too. */
export async function updateAccountSession<T extends Record<string, unknown>>(body: T) {
  const account = await post<Account & { session?: PanelSession }>(PANEL_SESSION_PATHS.account, {
    body,
  });
  // A password change renews the session; the screen still shows the domain it showed.
  adoptSession(account.session, { screen: false });
  return account;
}

/** The API's logout, then the cookies are cleared (a failure is ignored: offline, gone). */
export async function signOut() {
  try {
    await post(PANEL_SESSION_PATHS.logout);
  } catch {
    // the local session is dropped anyway
  }
}
