import { createHash, randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { type AnalyticsItem, VIDEO_ORIGINS } from "@fooddir/contract";
import { inlineScriptText, isInlineScript } from "../app/lib/analytics.ts";
import { PAGE_IMAGES_HEADER } from "../app/lib/page-images.ts";

/** A fresh nonce per response (128 bits). */
export const newNonce = () => randomBytes(16).toString("base64");

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * The policy of every site page: scripts only from this origin or carrying the response's nonce
 * (public pages have no inline script at all), no plugins, no <base>, framing by this origin
 * only, and connections to this origin and its API host. Styles may be inline (Mantine and the
 * domain's colors write style attributes and tags).
 */
export function contentSecurityPolicy(options: {
  hostHeader?: string;
  nonce?: string;
  /** The site's analytics: hashes of inline scripts, origins of external ones. */
  analytics?: AnalyticsSources;
  /** The origin media urls point at (S3_PUBLIC_URL): images may come from it. */
  mediaOrigin?: string;
  /** Panel and sign-in pages may not be framed at all, not even by this origin. */
  noFraming?: boolean;
  /** More image sources: the panel shows the media of every site it manages; /today its tiles. */
  images?: string;
  /**
   * The panel's location map: tiles of any https tile server (each domain names its own in
   * `map_tile_url`, and the panel switches domains without loading a new page).
   */
  mapTiles?: boolean;
}): string {
  const host = (options.hostHeader ?? "").toLowerCase();
  const api = HOST.test(host) ? ` http://api.${host} https://api.${host}` : "";
  const extra = options.analytics ?? { hashes: [], origins: [] };
  const scripts = [
    "'self'",
    ...(options.nonce ? [`'nonce-${options.nonce}'`] : []),
    ...extra.hashes,
    ...extra.origins,
  ].join(" ");
  const origins = extra.origins.map((o) => ` ${o}`).join("");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${options.mediaOrigin ? ` ${options.mediaOrigin}` : ""}${
      options.images ? ` ${options.images}` : ""
    }${options.mapTiles ? " https:" : ""}${origins}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}${origins}`,
    `form-action 'self'${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    // Video blocks embed only these players (the embed URL is derived from a checked id).
    `frame-src 'self' ${VIDEO_ORIGINS.join(" ")}`,
    options.noFraming ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * The CSP source that matches every site's origin under PUBLIC_URL (`{host}` as a wildcard):
 * media urls are absolute on their own site (contract.md "Several domains in one panel"), and
 * the panel of one site shows another's. `http://{host}:3000` gives `http://*:3000`; a pattern
 * whose host is not `{host}` or `{host}.<domain>` gives its scheme only.
 */
export function siteOriginsSource(publicUrl: string): string {
  const match = /^(https?):\/\/([^/]+)/.exec(publicUrl);
  if (!match) return "";
  const [, scheme, authority] = match;
  const host = authority.replace("{host}", "*");
  return /^\*(\.[a-z0-9.-]+)?(:\d{1,5})?$/i.test(host) ? `${scheme}://${host}` : `${scheme}:`;
}

export type AnalyticsSources = { hashes: string[]; origins: string[] };

/**
 * What a cached public page's policy must allow for the domain's analytics (a cached page can
 * carry no nonce): the sha256 of each inline script exactly as rendered, and the https origin
 * of each external one. Providers that load further scripts from other origins need those
 * origins as items of their own.
 */
export function analyticsSources(items: readonly AnalyticsItem[] | undefined): AnalyticsSources {
  const hashes = new Set<string>();
  const origins = new Set<string>();
  for (const item of items ?? []) {
    if (item.type !== "script") continue;
    if (isInlineScript(item)) {
      const digest = createHash("sha256").update(inlineScriptText(item), "utf8").digest("base64");
      hashes.add(`'sha256-${digest}'`);
    } else if (item.src) {
      try {
        const url = new URL(item.src);
        if (url.protocol === "https:") origins.add(url.origin);
      } catch {
        // The API accepts only https URLs; anything else is left out of the policy.
      }
    }
  }
  return { hashes: [...hashes], origins: [...origins] };
}

/** What a page may name in PAGE_IMAGES_HEADER: one https origin, its host maybe `*.` wide. */
const PAGE_IMAGE_SOURCE = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * The image source a rendered page asks for in its internal PAGE_IMAGES_HEADER (/today's map
 * tiles, decision 023), or undefined when it names none or anything but one https origin.
 */
export function pageImageSource(value: unknown): string | undefined {
  const source = typeof value === "string" ? value.trim() : "";
  return PAGE_IMAGE_SOURCE.test(source) ? source : undefined;
}

/**
 * For a response rendered with a nonce (not from the page cache): just before its head is
 * written, takes the page's PAGE_IMAGES_HEADER out of the headers React Router hands over and,
 * when it names a source, sets the policy `policyWith(source)` in place of the one set before.
 */
export function allowPageImages(res: ServerResponse, policyWith: (images: string) => string) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find(
      (a): a is Record<string, unknown> => typeof a === "object" && a !== null && !Array.isArray(a),
    );
    if (headers && PAGE_IMAGES_HEADER in headers) {
      const source = pageImageSource(headers[PAGE_IMAGES_HEADER]);
      delete headers[PAGE_IMAGES_HEADER];
      if (source) this.setHeader("Content-Security-Policy", policyWith(source));
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

const publicPolicies = new Map<string, string>();

/**
 * The policy of a page without a nonce, built once per Host header, analytics set and page image
 * source (hosts are known domains; `images` is /today's tile origin, `pageImageSource`).
 */
export function publicPagePolicy(
  hostHeader: string | undefined,
  analytics?: AnalyticsSources,
  mediaOrigin?: string,
  images?: string,
): string {
  const extra = analytics && (analytics.hashes.length > 0 || analytics.origins.length > 0);
  const key = `${hostHeader ?? ""} ${mediaOrigin ?? ""} ${images ?? ""}${
    extra ? ` ${analytics.hashes.join(" ")} ${analytics.origins.join(" ")}` : ""
  }`;
  let policy = publicPolicies.get(key);
  if (!policy) {
    policy = contentSecurityPolicy({
      hostHeader,
      analytics: extra ? analytics : undefined,
      mediaOrigin,
      images,
    });
    if (publicPolicies.size >= 1000) publicPolicies.clear();
    publicPolicies.set(key, policy);
  }
  return policy;
}
