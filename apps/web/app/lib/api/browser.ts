import { showDomainChanged } from "../../components/panel/DomainChangedNotice.tsx";
import { renewSession } from "../auth/session-bridge.ts";
import { screenDomainId, tokens } from "../auth/tokens.ts";
import { navigateTo } from "../navigation/navigate-to.ts";
import { apiBaseUrl } from "./base-url.ts";
import { type ApiClient, createApiClient } from "./client.ts";

export const LOGIN_PATH = "/team-login";

let authed: ApiClient | null = null;
let anonymous: ApiClient | null = null;

const isServer = typeof window === "undefined";

/** During server rendering there is no browser session; calls fail instead of crashing render. */
const serverStub: ApiClient = Object.assign(
  async () => {
    throw new Error("The browser API client is not available during server rendering.");
  },
  { refresh: async () => false },
) as ApiClient;

/**
 * The browser's API client: bearer from the access token in this window's memory, 401 recovery
 * (spec §4) renewing through the session bridge (decision 017), and the screen's domain in
 * `X-Domain-Id` with a lasting notice when another tab switched the session's domain.
 */
export function api(): ApiClient {
  if (isServer) return serverStub;
  authed ??= createApiClient({
    baseURL: apiBaseUrl(),
    tokens: tokens(),
    renew: () => renewSession(),
    domainId: screenDomainId,
    onDomainChanged: showDomainChanged,
    onUnauthenticated: () => {
      if (window.location.pathname !== LOGIN_PATH) navigateTo(LOGIN_PATH);
    },
  });
  return authed;
}

/** The second client, without authorisation (public calls, login, password reset). */
export function publicApi(): ApiClient {
  if (isServer) return serverStub;
  anonymous ??= createApiClient({ baseURL: apiBaseUrl() });
  return anonymous;
}
