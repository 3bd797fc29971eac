import sharp from "sharp";

/**
 * At most `concurrency` tasks run at once; the rest wait in order. Image decoding holds whole
 * bitmaps in memory, so the seed bounds how many run together.
 */
export function createLimiter(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/**
 * Who a task is for: `owner` (an uploader `user:{id}`, a site's visitors `site:{host}`) and an
 * optional `group` whose tasks together hold at most the group's share of the slots.
 */
export type SlotClaim = { owner: string; group?: string };

/**
 * Slots shared fairly: at most `concurrency` tasks run at once; a freed slot goes to the waiting
 * owner with the fewest tasks running (the earliest among equals), so an owner who arrives while
 * others' jobs fill the slots waits for one job, not for their queues. A `groups` entry caps the
 * slots that group's tasks hold together.
 */
export function createFairSlots(concurrency: number, groups: Record<string, number> = {}) {
  let active = 0;
  const byOwner = new Map<string, number>();
  const byGroup = new Map<string, number>();
  const waiting: { claim: SlotClaim; start: () => void }[] = [];
  const count = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next === 0) map.delete(key);
    else map.set(key, next);
  };
  const groupFull = (group: string | undefined) =>
    group !== undefined && (byGroup.get(group) ?? 0) >= (groups[group] ?? concurrency);

  function dispatch() {
    while (active < concurrency) {
      let best = -1;
      for (let i = 0; i < waiting.length; i++) {
        const { claim } = waiting[i];
        if (groupFull(claim.group)) continue;
        const running = byOwner.get(claim.owner) ?? 0;
        if (best < 0 || running < (byOwner.get(waiting[best].claim.owner) ?? 0)) best = i;
      }
      if (best < 0) return;
      const [next] = waiting.splice(best, 1);
      active++;
      count(byOwner, next.claim.owner, 1);
      if (next.claim.group !== undefined) count(byGroup, next.claim.group, 1);
      next.start();
    }
  }

  return {
    async run<T>(claim: SlotClaim, task: () => Promise<T>): Promise<T> {
      await new Promise<void>((start) => {
        waiting.push({ claim, start });
        dispatch();
      });
      try {
        return await task();
      } finally {
        active--;
        count(byOwner, claim.owner, -1);
        if (claim.group !== undefined) count(byGroup, claim.group, -1);
        dispatch();
      }
    },
    /** Tasks running and waiting (tests, metrics). */
    get load() {
      return { active, waiting: waiting.length };
    },
  };
}

/** The group of role-4 (vendor) uploads: together they hold one slot, never both. */
export const MEMBER_UPLOADS = "member-uploads";

/**
 * Images decoded at once across all requests of this process (uploads and image variants),
 * each on one libvips thread: image work takes at most two threads however many arrive, and
 * page renders (the event loop) keep the rest. Vendors' uploads hold at most one of the two, so
 * a team member's upload or a visitor's first variant waits for one job at most.
 */
sharp.concurrency(1);
export const imageSlots = createFairSlots(2, { [MEMBER_UPLOADS]: 1 });
