import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

/** One representation of a stored page: its body, validator and every header it is sent with. */
export type PageVariant = {
  body: Buffer;
  etag: string;
  /**
   * What a hit sends: the page's headers with vary, etag, content-encoding, content-length and
   * `x-page-cache: hit`, made once.
   */
  headers: Readonly<Record<string, string | number>>;
};

/** One rendered page, with its compressed variants made once when it is stored. */
export type PageEntry = {
  status: number;
  /** Response headers to replay (content-type and the like; never set-cookie). */
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong validator of the identity body; variants add `-gz` / `-br`. */
  etag: string;
  domainId: number;
  size: number;
  /**
   * Epoch ms after which the page is stale without any write (a page that shows what is open
   * now: the next start or end of a stop it lists, or midnight); null: kept until a write.
   */
  expiresAt: number | null;
  /** The identity, gzip and br representations, headers included (a hit builds nothing). */
  variants: Readonly<Record<Encoding, PageVariant>>;
  /** The cache's count of placements when this entry was last put at the back (recency). */
  placedAt: number;
  /** The bounded class it was stored in (`PageBound`), with its domain: "<domain> <group>". */
  bound: string | null;
};

/**
 * A class of pages the cache keeps at most `max` of per domain, the oldest stored going first
 * when another comes (issue 37): the not-found page of every address asked, search results,
 * odd spellings of an address. Each is a legitimate page, but their number is the visitors'
 * choice; unbounded, a thousand random ones pushed the site's real pages out.
 */
export type PageBound = { group: string; max: number };

/** Overhead counted per entry besides its bodies (key, headers, bookkeeping). */
const ENTRY_OVERHEAD = 512;

/**
 * Rendered public HTML per key, least recently used first out once the bodies pass `maxBytes`.
 * Writes drop a domain's entries (`invalidate`); a render that began before such a drop is not
 * stored (`begin` / `store`), so a page rendered from data read before a write never lingers.
 * A page stored with `expiresAt` is dropped once `now()` reaches it (time alone changes it).
 */
export function createPageCache(options: { maxBytes: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, PageEntry>();
  let bytes = 0;
  /** Entries put at the back so far (stored or moved by a hit). */
  let placed = 0;
  let generation = 0;
  let allDroppedAt = 0;
  const domainDroppedAt = new Map<number, number>();
  /** The keys of each bounded class of a domain, oldest stored first. */
  const bounded = new Map<string, Set<string>>();
  const counters = { hits: 0, misses: 0, stores: 0, evictions: 0, drops: 0, expired: 0 };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
    if (entry.bound === null) return;
    const keys = bounded.get(entry.bound);
    keys?.delete(key);
    if (keys?.size === 0) bounded.delete(entry.bound);
  };

  /** Keeps `key` among the newest `bound.max` of its class, dropping the oldest beyond. */
  const keepBounded = (key: string, group: string, max: number) => {
    let keys = bounded.get(group);
    if (!keys) {
      keys = new Set();
      bounded.set(group, keys);
    }
    keys.add(key);
    for (const oldest of keys) {
      if (keys.size <= max) break;
      remove(oldest);
      counters.evictions++;
    }
  };

  return {
    get(key: string): PageEntry | undefined {
      const entry = entries.get(key);
      if (entry && entry.expiresAt !== null && entry.expiresAt <= now()) {
        remove(key);
        counters.expired++;
        counters.misses++;
        return undefined;
      }
      if (!entry) {
        counters.misses++;
        return undefined;
      }
      counters.hits++;
      // Most recently used goes last. An entry with fewer than a quarter of the cache placed
      // behind it since it went there stays (nearly least recent is enough to choose what
      // goes; a delete and set on every hit showed in a hit's profile, issue 26).
      if (placed - entry.placedAt > entries.size >> 2) {
        entries.delete(key);
        entries.set(key, entry);
        entry.placedAt = ++placed;
      }
      return entry;
    },

    /** Call before reading any data for a render; pass the result to `store`. */
    begin(): number {
      return generation;
    },

    /**
     * Stores a rendered page unless its domain changed since the render began or its
     * `expiresAt` has already passed; with `bound`, as one of a class kept at most `bound.max`
     * per domain.
     */
    async store(
      key: string,
      startedAt: number,
      page: {
        status: number;
        headers: Record<string, string>;
        body: Buffer;
        domainId: number;
        expiresAt?: number | null;
      },
      bound?: PageBound,
    ): Promise<PageEntry | null> {
      const [gz, br] = await Promise.all([
        gzip(page.body, { level: 6 }),
        brotli(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      ]);
      if (allDroppedAt > startedAt || (domainDroppedAt.get(page.domainId) ?? 0) > startedAt) {
        return null;
      }
      const expiresAt = page.expiresAt ?? null;
      if (expiresAt !== null && expiresAt <= now()) return null;
      const size = page.body.length + gz.length + br.length + key.length + ENTRY_OVERHEAD;
      if (size > options.maxBytes) return null;
      const etag = createHash("sha256").update(page.body).digest("base64url").slice(0, 27);
      const base = { ...page, gzip: gz, br, etag: `"${etag}"`, size, expiresAt };
      const group = bound ? `${page.domainId} ${bound.group}` : null;
      const entry: PageEntry = {
        ...base,
        variants: variantsOf(base),
        placedAt: ++placed,
        bound: group,
      };
      remove(key);
      entries.set(key, entry);
      bytes += size;
      counters.stores++;
      if (bound && group) keepBounded(key, group, bound.max);
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        remove(oldest);
        counters.evictions++;
      }
      return entry;
    },

    /** Drops every entry of a domain (null: of every domain). */
    invalidate(domainId: number | null) {
      generation++;
      counters.drops++;
      if (domainId === null) {
        allDroppedAt = generation;
        entries.clear();
        bounded.clear();
        bytes = 0;
        return;
      }
      domainDroppedAt.set(domainId, generation);
      for (const [key, entry] of entries) if (entry.domainId === domainId) remove(key);
    },

    stats: () => ({ entries: entries.size, bytes, ...counters }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * PAGE_CACHE=off: public pages take the same path as a cache miss (render slot, deadline, busy
 * page) but nothing is ever kept.
 */
export function createNoPageCache(): PageCache {
  const cache = createPageCache({ maxBytes: 0 });
  return {
    ...cache,
    get: () => undefined,
    store: async () => null,
  };
}

/** Accept-Encoding values seen, and the encoding each picks (clients send a handful of them). */
const picked = new Map<string, Encoding>();
const PICKED_MAX = 256;

/** The representation the client accepts best. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? "";
  const known = picked.get(header);
  if (known) return known;
  const accepted = parseAcceptEncoding(header);
  const encoding = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : "identity";
  if (picked.size >= PICKED_MAX) picked.clear();
  picked.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): Set<string> {
  const names = new Set<string>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) names.add(name);
  }
  return names;
}

export function variantOf(entry: PageEntry, encoding: Encoding): PageVariant {
  return entry.variants[encoding];
}

/** The three representations of a page and the headers each is sent with. */
function variantsOf(
  entry: Pick<PageEntry, "headers" | "body" | "gzip" | "br" | "etag">,
): Record<Encoding, PageVariant> {
  const variant = (body: Buffer, etag: string, encoding?: string): PageVariant => ({
    body,
    etag,
    headers: Object.freeze({
      ...entry.headers,
      vary: "Accept-Encoding",
      etag,
      "x-page-cache": "hit",
      ...(encoding ? { "content-encoding": encoding } : {}),
      "content-length": body.length,
    }),
  });
  const tag = entry.etag.slice(0, -1);
  return {
    identity: variant(entry.body, entry.etag),
    gzip: variant(entry.gzip, `${tag}-gz"`, "gzip"),
    br: variant(entry.br, `${tag}-br"`, "br"),
  };
}

/** If-None-Match matches any representation of the entry (weak comparison, RFC 9110). */
export function matchesEtag(ifNoneMatch: string | undefined, entry: PageEntry): boolean {
  if (!ifNoneMatch) return false;
  const base = entry.etag.slice(1, -1);
  for (const raw of ifNoneMatch.split(",")) {
    const tag = raw.trim().replace(/^W\//, "");
    if (tag === "*") return true;
    if (tag === `"${base}"` || tag === `"${base}-br"` || tag === `"${base}-gz"`) return true;
  }
  return false;
}
