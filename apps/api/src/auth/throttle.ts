/**
 * Fixed-window attempt counter kept in this API process. Login throttling only needs to slow
 * guessing; a restart resetting the counters is acceptable (see docs/decisions/003).
 */
export class Throttle {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.count < this.limit) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  hit(key: string): void {
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.hits.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.hits.size > 100_000) this.sweep();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private current(key: string) {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.hits.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
