import { isIP } from "node:net";
import { z } from "zod";

/**
 * How one environment variable is read: each parser names the value it expects and quotes what
 * it got, so a bad environment is described one line per variable (config/env.ts uses them).
 */

export const got = (raw: string) => `(got ${JSON.stringify(raw)})`;

/** A variable as a string; the empty string counts as unset. */
export const text = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

/** A string checked and converted by `parse`, which returns an error message for a bad value. */
export function variable<T>(
  fallback: T,
  parse: (raw: string) => { value: NoInfer<T> } | { problem: string },
) {
  return text.transform((raw, ctx): T => {
    if (raw === undefined) return fallback;
    const result = parse(raw);
    if ("value" in result) return result.value;
    ctx.addIssue({ code: "custom", message: result.problem });
    return z.NEVER;
  });
}

export function integer(min: number, max: number, fallback: number) {
  const expected =
    max === Number.MAX_SAFE_INTEGER && min === 1
      ? "a positive integer"
      : `an integer from ${min} to ${max}`;
  return variable(fallback, (raw) => {
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    return Number.isSafeInteger(n) && n >= min && n <= max
      ? { value: n }
      : { problem: `expected ${expected} ${got(raw)}` };
  });
}

export const port = (fallback: number) => integer(1, 65535, fallback);
export const positive = (fallback: number) => integer(1, Number.MAX_SAFE_INTEGER, fallback);

/** 1/0, also true/false. */
export function flag(fallback: boolean) {
  return variable(fallback, (raw) => {
    const v = raw.toLowerCase();
    if (v === "1" || v === "true") return { value: true };
    if (v === "0" || v === "false") return { value: false };
    return { problem: `expected 1 or 0 (or true/false) ${got(raw)}` };
  });
}

/** proxy-addr's names for the private address ranges a proxy usually sits in. */
const PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"];

function validAddressOrRange(value: string): boolean {
  if (PROXY_RANGES.includes(value)) return true;
  const [address, bits, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For the API believes: a comma-separated list of addresses, CIDR
 * ranges and proxy-addr's names; 1/true (the flag of earlier versions) means the private ranges.
 * The client IP is the nearest address that is not one of them, so entries a client wrote itself
 * in front of the proxy's are never taken.
 */
export function trustedProxies() {
  return variable<string | false>(false, (raw) => {
    const v = raw.trim().toLowerCase();
    if (v === "" || v === "0" || v === "false") return { value: false };
    if (v === "1" || v === "true") return { value: PROXY_RANGES.join(",") };
    const parts = v.split(",").map((part) => part.trim());
    return parts.every(validAddressOrRange)
      ? { value: parts.join(",") }
      : {
          problem: `expected 1/0, or addresses and CIDR ranges of the proxies (or ${PROXY_RANGES.join(", ")}) ${got(raw)}`,
        };
  });
}

export function oneOf<const T extends readonly string[]>(
  values: T,
  fallback: T[number] | undefined,
) {
  return variable(fallback, (raw) =>
    values.includes(raw)
      ? { value: raw as T[number] }
      : { problem: `expected one of ${values.join(", ")} ${got(raw)}` },
  );
}

/** The database URL carries a password: a bad one is described by its scheme only. */
export const databaseUrl = variable<string | undefined>(undefined, (raw) => {
  if (/^postgres(ql)?:\/\//i.test(raw)) return { value: raw };
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(raw)?.[0];
  return {
    problem: `expected a postgres:// or postgresql:// URL (got ${scheme ? `a ${scheme} URL` : "no URL scheme"})`,
  };
});

export const httpUrl = (fallback: string) =>
  variable(fallback, (raw) => {
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    return url && (url.protocol === "http:" || url.protocol === "https:")
      ? { value: raw }
      : { problem: `expected an http:// or https:// URL ${got(raw)}` };
  });

/** EDGE_PURGE_URLS: comma-separated http(s) base URLs (each Varnish in front of the instances). */
export const httpUrls = variable<string[]>([], (raw) => {
  const urls = raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = urls.find((u) => !/^https?:\/\/[^/]/i.test(u) || !URL.canParse(u));
  return bad || urls.length === 0
    ? { problem: `expected http:// or https:// URLs, comma-separated ${got(raw)}` }
    : { value: urls };
});

/**
 * S3_PUBLIC_URL: an http(s) origin with an optional path, which media urls start with; no
 * query, fragment or credentials, and nothing a srcset list or an attribute would split on.
 */
export const mediaBaseUrl = variable<string | undefined>(undefined, (raw) => {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  const ok =
    url &&
    (url.protocol === "http:" || url.protocol === "https:") &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !/[\s,"'?#]/.test(raw);
  return ok
    ? { value: raw.replace(/\/+$/, "") }
    : {
        problem: `expected an http:// or https:// URL without query, fragment or credentials ${got(raw)}`,
      };
});

/** `http(s)://` + a host containing `{host}` + an optional port; no path, query or fragment. */
export const publicUrlPattern = variable<string | undefined>(undefined, (raw) => {
  const problem = {
    problem: `expected an origin pattern such as https://{host} or http://{host}:3000 ${got(raw)}`,
  };
  if (!raw.includes("{host}")) return problem;
  const sample = raw.replaceAll("{host}", "example.com");
  const url = URL.canParse(sample) ? new URL(sample) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return problem;
  const originOnly = url.pathname === "/" && !url.search && !url.hash && !url.username;
  if (!url.hostname.includes("example.com") || !originOnly || sample.endsWith("?")) return problem;
  return { value: raw.replace(/\/$/, "") };
});
