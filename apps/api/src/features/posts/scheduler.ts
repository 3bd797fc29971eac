import type { ChangeBus } from "../../changes/bus.ts";
import type { Db } from "../../db/client.ts";
import type { Jobs } from "../../jobs/jobs.ts";
import { pruneAuditLog } from "../audit/prune-audit-log.ts";
import { applyScheduledPosts } from "./apply-scheduled-posts.ts";
import { pruneRevisions } from "./prune-revisions.ts";

/** Pruning (old revisions, old audit entries) runs at most this often per instance... */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** ...the first time this long after the start (a short-lived process, a test, prunes nothing). */
export const FIRST_PRUNE_AFTER_MS = 5 * 60 * 1000;

export type SchedulerDeps = {
  db: Db;
  changes: ChangeBus;
  /** Now in epoch ms (the app's clock). */
  clock: () => number;
  /** Days audit entries are kept (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  log?: (message: string) => void;
  /** The staff's daily digests (notifications/send-daily-digests.ts), run every minute. */
  digests?: (now: Date) => Promise<number>;
};

/**
 * The scheduler's work of one minute: applies the schedule times that are due (each post once,
 * apply-scheduled-posts.ts), then publishes the domains' change events with the topic a status
 * change publishes ("posts"), so page caches, memoised public reads and sitemaps change in
 * that minute on every instance, and sends the staff's daily digests that are due. Every hour it
 * also prunes revisions and the audit log.
 */
export function createSchedulerTick(deps: SchedulerDeps) {
  let prunedAt = deps.clock() - PRUNE_EVERY_MS + FIRST_PRUNE_AFTER_MS;
  return async function tick(): Promise<void> {
    const now = new Date(deps.clock());
    const applied = await applyScheduledPosts(deps.db, now);
    const byDomain = new Map<number, number[]>();
    for (const change of applied) {
      byDomain.set(change.domainId, [...(byDomain.get(change.domainId) ?? []), change.postId]);
    }
    for (const [domainId, ids] of byDomain) {
      await deps.changes.publish({ domain_id: domainId, topics: ["posts"], ids });
    }
    if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now.getTime();
      const revisions = await pruneRevisions(deps.db, now);
      const entries = await pruneAuditLog(deps.db, now, deps.auditRetentionDays);
      if (revisions + entries > 0) {
        deps.log?.(`scheduler: pruned ${revisions} revisions and ${entries} audit entries`);
      }
    }
    // Last: a failed digest run (retried the next minute) never holds up publishing or pruning.
    const digests = (await deps.digests?.(now)) ?? 0;
    if (digests > 0) deps.log?.(`scheduler: queued ${digests} daily digests`);
  };
}

/** Registers the scheduler as the job queue's minute job (once a minute across all instances). */
export async function workScheduler(jobs: Jobs, deps: SchedulerDeps): Promise<void> {
  await jobs.everyMinute("scheduler", createSchedulerTick(deps));
}
