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

export function isApiHost(hostHeader: string | undefined): boolean {
  return siteHostOfApiHost(normalizeHost(hostHeader)) !== null;
}
