import type { PanelSession } from "@fooddir/contract";
import { createMemoryTokenStore } from "./memory-tokens.ts";

/**
 * Every value of one cookie name in a `Cookie` header / `document.cookie` string, decoded, in
 * order (more than one: somebody planted a second one on another path).
 */
export function cookieValues(cookieString: string | null | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of (cookieString ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      values.push(decodeURIComponent(value));
    } catch {
      values.push(value);
    }
  }
  return values;
}

/** Reads one cookie (the first of its name; null when missing or empty). */
export function readCookie(cookieString: string | null | undefined, name: string): string | null {
  return cookieValues(cookieString, name)[0] || null;
}

/**
 * The session tokens a client holds. The panel (decision 017) keeps its access token in memory
 * and, in the refresh slot, the session key that lets the site host's session bridge renew it
 * from the HttpOnly refresh cookie; no token is in a cookie, storage or global a page script
 * could read. Other clients (tests) keep a real refresh token there.
 */
export type TokenStore = {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: { access_token: string; refresh_token: string }): void;
  clearAccessToken(): void;
  clear(): void;
};

let browserStore: TokenStore | null = null;
/**
 * Every session this window took, by access token. A page's data is rendered again on
 * revalidation and re-render with the session it was loaded with: once a newer session was taken
 * (a renewal, a domain switch), taking the page's one again would bring back a token whose
 * sign-in family the switch ended and the domain the screen left (issue 38: every query of the
 * new domain then went out with the old domain's X-Domain-Id and got the API's 409).
 */
const adopted = new Set<string>();
/** The browser's token store (memory of this window); an empty store during server rendering. */
export function tokens(): TokenStore {
  if (typeof document === "undefined") return createMemoryTokenStore();
  browserStore ??= createMemoryTokenStore();
  return browserStore;
}

/**
 * Takes the session a panel page was rendered with (or the bridge answered), once per session:
 * a page's data is rendered again on revalidation, and must not undo a newer renewal or switch.
 */
export function adoptSession(
  session: PanelSession | null | undefined,
  { screen = true }: { screen?: boolean } = {},
) {
  if (!session || adopted.has(session.access_token)) return;
  adopted.add(session.access_token);
  tokens().setTokens({ access_token: session.access_token, refresh_token: session.session_key });
  if (screen) screenDomain = activeDomainOf(session.access_token);
}

let screenDomain: number | null = null;

/**
 * The domain this window's screens show: the active domain of the session the page was loaded
 * with, signed in with or switched to. A renewal does not change it (another tab may have
 * switched the session meanwhile); the API compares it with the token's (X-Domain-Id).
 */
export function screenDomainId(): number | null {
  return screenDomain;
}

/** The `did` claim of an access token (read, not verified: the API verifies it). */
export function activeDomainOf(accessToken: string): number | null {
  try {
    const payload = accessToken.split(".")[1].replaceAll("-", "+").replaceAll("_", "/");
    const did = (JSON.parse(atob(payload)) as { did?: unknown }).did;
    return Number.isInteger(did) ? (did as number) : null;
  } catch {
    return null;
  }
}
