import type { AttemptStore } from "../../auth/attempt-store.ts";
import { tooManyRequests } from "../../http/errors.ts";

const WINDOW_MS = 15 * 60 * 1000;
/** Password checks of one account running at once in this process; more answer 429 at once. */
export const MAX_IN_FLIGHT_PER_ACCOUNT = 2;

/**
 * Login throttling (decided before any password is verified): every attempt counts when it
 * starts, per IP and per account, in the attempt store (memory for one process, PostgreSQL when
 * processes share a database); a successful sign-in clears its account's count. At most
 * MAX_IN_FLIGHT_PER_ACCOUNT attempts of one account are checked at the same time.
 */
export function createLoginThrottles(
  store: AttemptStore,
  limits: { perAccount: number; perIp: number },
) {
  const inFlight = new Map<string, number>();
  return {
    /** Counts the attempt; throws 429 when over a limit. Call `done` when the check ended. */
    async begin(account: string, ip: string): Promise<{ done: () => void }> {
      const running = inFlight.get(account) ?? 0;
      if (running >= MAX_IN_FLIGHT_PER_ACCOUNT) throw tooManyRequests(1);
      inFlight.set(account, running + 1);
      const done = () => {
        const left = (inFlight.get(account) ?? 1) - 1;
        if (left <= 0) inFlight.delete(account);
        else inFlight.set(account, left);
      };
      try {
        const [byIp, byAccount] = await Promise.all([
          store.take(`login:ip:${ip}`, limits.perIp, WINDOW_MS),
          store.take(`login:account:${account}`, limits.perAccount, WINDOW_MS),
        ]);
        for (const verdict of [byIp, byAccount]) {
          if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
        }
      } catch (error) {
        done();
        throw error;
      }
      return { done };
    },
    /** A successful sign-in: the account starts afresh. */
    succeeded: (account: string) => store.reset(`login:account:${account}`),
  };
}

export type LoginThrottles = ReturnType<typeof createLoginThrottles>;
