import { type ChangeBus, changesPublicData } from "./bus.ts";

/**
 * A per-domain read-through memo kept exact by change events: any event of a domain that may
 * change public data drops its
 * values (an event for every domain drops all), and a load that began before such a drop is
 * returned to its caller but not kept. Concurrent misses of one key share one load. Values are
 * held under a key per domain (the query of a list, say); a domain holding `maxKeys` keys
 * starts afresh, so hostile query strings cannot grow it without bound.
 */
export function createDomainMemo<T>(changes: ChangeBus, options: { maxKeys?: number } = {}) {
  const maxKeys = options.maxKeys ?? 64;
  const values = new Map<number, Map<string, T>>();
  const loading = new Map<number, Map<string, Promise<T>>>();
  let generation = 0;
  let allDroppedAt = 0;
  const droppedAt = new Map<number, number>();

  changes.subscribe((event) => {
    if (!changesPublicData(event)) return;
    generation++;
    if (event.domain_id === null) {
      values.clear();
      loading.clear();
      allDroppedAt = generation;
      return;
    }
    values.delete(event.domain_id);
    loading.delete(event.domain_id);
    droppedAt.set(event.domain_id, generation);
  });

  const mapOf = <V>(maps: Map<number, Map<string, V>>, domainId: number) => {
    let map = maps.get(domainId);
    if (!map) {
      map = new Map();
      maps.set(domainId, map);
    }
    return map;
  };

  return {
    get(domainId: number, load: () => Promise<T>, key = ""): Promise<T> {
      const held = values.get(domainId);
      if (held?.has(key)) return Promise.resolve(held.get(key) as T);
      const pending = loading.get(domainId)?.get(key);
      if (pending) return pending;
      const startedAt = generation;
      const promise = load()
        .then((value) => {
          const stale = allDroppedAt > startedAt || (droppedAt.get(domainId) ?? 0) > startedAt;
          if (!stale) {
            const map = mapOf(values, domainId);
            if (map.size >= maxKeys) map.clear();
            map.set(key, value);
          }
          return value;
        })
        .finally(() => {
          const map = loading.get(domainId);
          if (map?.get(key) === promise) map.delete(key);
        });
      mapOf(loading, domainId).set(key, promise);
      return promise;
    },
  };
}

export type DomainMemo<T> = ReturnType<typeof createDomainMemo<T>>;
