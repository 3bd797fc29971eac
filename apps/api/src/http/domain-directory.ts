import { asc } from "drizzle-orm";
import type { ChangeBus } from "../changes/bus.ts";
import type { Db } from "../db/client.ts";
import { domains } from "../db/schema.ts";
import type { Tenant } from "../db/tenant.ts";

export type DomainEntry = Tenant & { readonly name: string };

/** An unknown host may be a domain created by another process: re-read at most this often. */
const MISS_RELOAD_MS = 2000;

/**
 * Every domain's id, host and name, held in memory so resolving the tenant of a request costs
 * no query. The snapshot is re-read after a change event about domains (or a gap in the event
 * stream), and on a miss when it is older than two seconds.
 */
export function createDomainDirectory(db: Db, changes: ChangeBus) {
  let byHost = new Map<string, DomainEntry>();
  let byId = new Map<number, DomainEntry>();
  let loadedAt = 0;
  let stale = true;
  let loading: Promise<void> | null = null;

  changes.subscribe((event) => {
    if (event.domain_id === null || event.topics.includes("domains")) stale = true;
  });

  const load = () => {
    loading ??= (async () => {
      try {
        stale = false;
        const rows = await db
          .select({ id: domains.id, host: domains.host, name: domains.name })
          .from(domains)
          .orderBy(asc(domains.id));
        byHost = new Map(rows.map((r) => [r.host, r]));
        byId = new Map(rows.map((r) => [r.id, r]));
        loadedAt = Date.now();
      } catch (error) {
        stale = true;
        throw error;
      } finally {
        loading = null;
      }
    })();
    return loading;
  };

  async function find<K>(map: () => Map<K, DomainEntry>, key: K): Promise<DomainEntry | null> {
    if (stale || loading) await load();
    const hit = map().get(key);
    if (hit) return hit;
    if (Date.now() - loadedAt < MISS_RELOAD_MS) return null;
    await load();
    return map().get(key) ?? null;
  }

  return {
    byHost: (host: string) => find(() => byHost, host),
    byId: (id: number) => find(() => byId, id),
    /** Forget the snapshot (a write of this process changed domains). */
    invalidate: () => {
      stale = true;
    },
  };
}

export type DomainDirectory = ReturnType<typeof createDomainDirectory>;
