import { randomBytes } from "node:crypto";

/** A fresh nonce per response (128 bits). */
export const newNonce = () => randomBytes(16).toString("base64");

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * The policy of every site page: scripts only from this origin or carrying the response's nonce
 * (public pages have no inline script at all), no plugins, no <base>, framing by this origin
 * only, and connections to this origin and its API host. Styles may be inline (Mantine and the
 * domain's colors write style attributes and tags).
 */
export function contentSecurityPolicy(options: { hostHeader?: string; nonce?: string }): string {
  const host = (options.hostHeader ?? "").toLowerCase();
  const api = HOST.test(host) ? ` http://api.${host} https://api.${host}` : "";
  const scripts = options.nonce ? `'self' 'nonce-${options.nonce}'` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    `form-action 'self'${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
}

const publicPolicies = new Map<string, string>();

/** The policy of a page without a nonce, built once per Host header (hosts are known domains). */
export function publicPagePolicy(hostHeader: string | undefined): string {
  const key = hostHeader ?? "";
  let policy = publicPolicies.get(key);
  if (!policy) {
    policy = contentSecurityPolicy({ hostHeader });
    if (publicPolicies.size >= 1000) publicPolicies.clear();
    publicPolicies.set(key, policy);
  }
  return policy;
}
