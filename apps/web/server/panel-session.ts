import { timingSafeEqual } from "node:crypto";
import type http from "node:http";
import { bearerToken } from "@fooddir/api";
import {
  ACCESS_TOKEN_COOKIE,
  API_PATHS,
  PANEL_SESSION_PATHS,
  type PanelSession,
  REFRESH_TOKEN_COOKIE,
  SESSION_KEY_COOKIE,
  SESSION_KEY_HEADER,
  type TokenPair,
} from "@fooddir/contract";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import { PANEL_SESSION_HEADER } from "../app/lib/auth/guard.ts";
import {
  isHttpsRequest,
  newSessionKey,
  SESSION_COOKIES,
  sessionCookie,
  sessionCookies,
} from "../app/lib/auth/session-cookies.server.ts";
import { cookieValues } from "../app/lib/auth/tokens.ts";

// The panel's session bridge (decision 017). The refresh token, the latest access token and the
// session key live in HttpOnly cookies that only this server reads; the panel keeps its access
// token and the session key in memory. A page script of the same origin (a site's analytics)
// can call these endpoints but has no session key, so it gets nothing; it cannot read the
// panel's memory either (COOP, frame-ancestors 'none', and the session is put into a page only
// for a top-level navigation).

export { PANEL_SESSION_HEADER };

const MAX_BODY_BYTES = 16 * 1024;
/** An access token this close to expiry is renewed before a page is rendered with it. */
const RENEW_BEFORE_SECONDS = 60;

type Reply = { status: number; body: unknown; cookies?: string[] };

/** The one value of a cookie, or null when it is missing, empty or present more than once. */
function soleCookie(req: http.IncomingMessage, name: string): string | null {
  const values = cookieValues(req.headers.cookie, name);
  return values.length === 1 && values[0] ? values[0] : null;
}

function isHttps(req: http.IncomingMessage) {
  const proto = req.headers["x-forwarded-proto"];
  const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted);
  return isHttpsRequest(Array.isArray(proto) ? proto[0] : proto, encrypted);
}

function setSessionCookies(req: http.IncomingMessage, pair: TokenPair, key: string) {
  return sessionCookies(pair, key, isHttps(req));
}

export function clearSessionCookies(req: http.IncomingMessage) {
  return SESSION_COOKIES.map((name) => sessionCookie(name, "", 0, isHttps(req)));
}

/** The request's session key header equals the session_key cookie (compared in constant time). */
function hasSessionKey(req: http.IncomingMessage): string | null {
  const cookie = soleCookie(req, SESSION_KEY_COOKIE);
  const header = req.headers[SESSION_KEY_HEADER];
  if (!cookie || typeof header !== "string") return null;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b) ? cookie : null;
}

/** Seconds until the JWT's `exp` (its signature is the API's business), or -1 when unreadable. */
function secondsLeft(token: string | null): number {
  const payload = token?.split(".")[1];
  if (!payload) return -1;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof exp === "number" ? exp - Date.now() / 1000 : -1;
  } catch {
    return -1;
  }
}

const unauthorized: Reply = { status: 401, body: { message: "Unauthorized." } };

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(undefined);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {});
      } catch {
        resolve(undefined);
      }
    });
    req.on("error", () => resolve(undefined));
  });
}

type Shape = {
  /** The token pair inside the API's `data`, when it holds one. */
  pair: (data: Record<string, unknown>) => TokenPair | undefined;
  /** The answer's `data` with the panel's session in place of the pair. */
  answer: (data: Record<string, unknown>, session: PanelSession) => unknown;
};

/** Login, refresh and switch-domain answer a pair; the bridge answers the panel's session. */
const PAIR: Shape = {
  pair: (data) => (typeof data.refresh_token === "string" ? (data as TokenPair) : undefined),
  answer: (_data, session) => session,
};
/** POST /api/account answers the account, with a new pair in `session` after a password change. */
const ACCOUNT: Shape = {
  pair: (data) => {
    const session = data.session as Partial<TokenPair> | undefined;
    return typeof session?.refresh_token === "string" ? (session as TokenPair) : undefined;
  },
  answer: (data, session) => ({ ...data, session }),
};

/**
 * The bridge's endpoints, POST only, from this origin only; false when the path is not one of
 * them. The API's own answer (status and body) is passed on, with the panel's session (access
 * token and session key) in place of a token pair: the refresh token never leaves the cookie.
 */
export function createPanelSessionHandler(apiCaller: ApiCaller) {
  const paths = new Set<string>(Object.values(PANEL_SESSION_PATHS));

  async function exchange(
    req: http.IncomingMessage,
    host: string,
    call: { path: string; token?: string; body?: unknown },
    key: string,
    shape: Shape,
  ): Promise<Reply> {
    const result = await apiCaller({
      host,
      method: "POST",
      clientIp: req.socket.remoteAddress,
      ...call,
    });
    const data = (result.body as { data?: Record<string, unknown> } | null)?.data;
    const pair = result.status === 200 && data ? shape.pair(data) : undefined;
    // A failure, or an answer without a pair (an account update without a password change).
    if (!data || !pair) return { status: result.status, body: result.body };
    const session: PanelSession = {
      access_token: pair.access_token,
      expires_in: pair.expires_in,
      session_key: key,
    };
    return {
      status: 200,
      body: { data: shape.answer(data, session) },
      cookies: setSessionCookies(req, pair, key),
    };
  }

  async function handle(req: http.IncomingMessage, host: string, path: string): Promise<Reply> {
    if (req.method !== "POST") return { status: 405, body: { message: "Method not allowed." } };
    const site = req.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin") {
      return { status: 403, body: { message: "Forbidden." } };
    }
    const body = await readJson(req);
    if (body === undefined || typeof body !== "object" || body === null || Array.isArray(body)) {
      return { status: 400, body: { message: "The request body must be a JSON object." } };
    }
    if (path === PANEL_SESSION_PATHS.login) {
      return exchange(req, host, { path: API_PATHS.login, body }, newSessionKey(), PAIR);
    }
    const key = hasSessionKey(req);
    if (!key) return unauthorized;
    const token = bearerToken(req.headers.authorization) ?? undefined;
    switch (path) {
      case PANEL_SESSION_PATHS.refresh: {
        const refresh = soleCookie(req, REFRESH_TOKEN_COOKIE);
        if (!refresh) return unauthorized;
        const call = { path: API_PATHS.refreshTokens, token: refresh };
        const reply = await exchange(req, host, call, key, PAIR);
        // A refused refresh ends the session here too; an unreachable API keeps it.
        if (reply.status >= 400 && reply.status < 500) {
          return { ...reply, cookies: clearSessionCookies(req) };
        }
        return reply;
      }
      case PANEL_SESSION_PATHS.switchDomain:
        return exchange(req, host, { path: API_PATHS.switchDomain, token, body }, key, PAIR);
      case PANEL_SESSION_PATHS.account:
        return exchange(req, host, { path: API_PATHS.account, token, body }, key, ACCOUNT);
      case PANEL_SESSION_PATHS.logout: {
        if (token) await apiCaller({ host, method: "POST", path: API_PATHS.logout, token });
        const signedOut = { data: { message: "Signed out." } };
        return { status: 200, body: signedOut, cookies: clearSessionCookies(req) };
      }
      default:
        return { status: 404, body: { message: "Not found." } };
    }
  }

  /**
   * The session a top-level navigation to a panel page is rendered with: the access token of the
   * cookie (renewed first when it is about to expire) and the session key. Null for anything
   * that is not a top-level navigation of a browser (fetch, frames, prefetch), or without a
   * usable session; `cookies` then says what to clear.
   */
  async function sessionForPage(
    req: http.IncomingMessage,
    host: string,
  ): Promise<{ session: PanelSession | null; cookies?: string[] }> {
    const dest = req.headers["sec-fetch-dest"];
    const mode = req.headers["sec-fetch-mode"];
    if (
      (dest !== undefined && dest !== "document") ||
      (mode !== undefined && mode !== "navigate")
    ) {
      return { session: null };
    }
    if (req.headers["sec-purpose"] || req.headers.purpose) return { session: null };
    const key = soleCookie(req, SESSION_KEY_COOKIE);
    const refresh = soleCookie(req, REFRESH_TOKEN_COOKIE);
    if (!key || !refresh) return { session: null };
    const access = soleCookie(req, ACCESS_TOKEN_COOKIE);
    const left = secondsLeft(access);
    if (access && left > RENEW_BEFORE_SECONDS) {
      return { session: { access_token: access, expires_in: Math.floor(left), session_key: key } };
    }
    const call = { path: API_PATHS.refreshTokens, token: refresh };
    const reply = await exchange(req, host, call, key, PAIR);
    if (reply.status === 200) {
      return { session: (reply.body as { data: PanelSession }).data, cookies: reply.cookies };
    }
    if (reply.status >= 400 && reply.status < 500) {
      return { session: null, cookies: clearSessionCookies(req) };
    }
    return { session: null };
  }

  async function serve(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    host: string,
    pathname: string,
  ): Promise<boolean> {
    if (!paths.has(pathname)) return false;
    const reply = await handle(req, host, pathname);
    res.setHeader("cache-control", "private, no-store");
    if (reply.cookies) res.setHeader("set-cookie", reply.cookies);
    res.writeHead(reply.status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(reply.body));
    return true;
  }

  return { serve, sessionForPage };
}
