/** A DNS name (labels of letters, digits, hyphens) or a bracketed IPv6 literal, then a port. */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

/**
 * Whether a Host header is well formed: a name of at most 253 characters or an IPv6 literal, and
 * a port from 1 to 65535 when one is given. Anything else is the client's mistake (400), never a
 * URL that fails to parse further in (a 500 and a stack in the log per request).
 */
export function isValidHostHeader(hostHeader: string | undefined): boolean {
  if (!hostHeader || hostHeader.length > 260) return false;
  const match = HOST_HEADER.exec(hostHeader);
  if (!match) return false;
  const name = hostHeader.replace(/:\d{1,5}$/, "");
  if (!name.startsWith("[") && name.length > 254) return false;
  if (match[1] === undefined) return true;
  const port = Number(match[1]);
  return port >= 1 && port <= 65535;
}

/** Lowercase host without port or trailing dot: "API.LocalHost:3000" -> "api.localhost". */
export function normalizeHost(hostHeader: string | undefined): string {
  if (!hostHeader) return "";
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    host = end > 0 ? host.slice(0, end + 1) : host;
  } else {
    host = host.replace(/:\d*$/, "");
  }
  return host.replace(/\.$/, "");
}

/** The site host an API host serves: "api.catering.localhost" -> "catering.localhost". */
export function siteHostOfApiHost(apiHost: string): string | null {
  return apiHost.startsWith("api.") && apiHost.length > 4 ? apiHost.slice(4) : null;
}

/** What every API host starts with (before normalizing: it only changes case, spaces and the end). */
const API_HOST_START = /^\s*api\./i;

/** Whether a Host header names an API host (asked on every request: most are not). */
export function isApiHost(hostHeader: string | undefined): boolean {
  if (!hostHeader || !API_HOST_START.test(hostHeader)) return false;
  return siteHostOfApiHost(normalizeHost(hostHeader)) !== null;
}
