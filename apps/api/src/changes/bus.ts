/**
 * Change events (one module owns them): every committed write says which domain changed, which
 * kinds of data (topics) and which ids. Subscribers in this process get an event at once; with
 * PostgreSQL, other processes get it through LISTEN/NOTIFY (see pg-bus.ts).
 */
export const CHANGE_TOPICS = [
  "posts",
  "post_body",
  "taxonomy",
  "faq",
  "media",
  "settings",
  "users",
  "domains",
  "submissions",
  "stops",
  "catering",
] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/** Topics no public page or public read shows: caches of public data ignore them. */
const PRIVATE_TOPICS: ReadonlySet<ChangeTopic> = new Set(["submissions", "catering"]);

export type ChangeEvent = {
  /** The domain whose data changed; null = every domain (after a gap in the event stream). */
  domain_id: number | null;
  topics: ChangeTopic[];
  ids: number[];
};

export type ChangeListener = (event: ChangeEvent) => void;

/** Whether a topic's data shows on public pages or in public reads. */
export const isPublicTopic = (topic: ChangeTopic) => !PRIVATE_TOPICS.has(topic);

/** Whether an event may change what a public page or a public read shows. */
export function changesPublicData(event: ChangeEvent): boolean {
  return event.domain_id === null || event.topics.some(isPublicTopic);
}

export interface ChangeBus {
  /** Call only after the write committed. Resolves once local subscribers have run. */
  publish(event: ChangeEvent): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
  /**
   * Whether events of other processes reach this one now (PostgreSQL: the LISTEN connection is
   * up). Absent for a bus that only serves its own process. Readiness fails while it is false:
   * an instance that misses events could serve stale pages.
   */
  listening?(): boolean;
}

/** Runs listeners one by one; a failing listener never stops the others or the write. */
export function createListenerSet() {
  const listeners = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event: ChangeEvent) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          console.error("change listener failed", error);
        }
      }
    },
  };
}

/** One process (PGlite or a single instance): events go to this process's subscribers only. */
export function createMemoryBus(): ChangeBus {
  const listeners = createListenerSet();
  return {
    publish: async (event) => listeners.emit(event),
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}
