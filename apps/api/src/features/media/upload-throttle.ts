import type { AttemptStore } from "../../auth/attempt-store.ts";
import { HttpError } from "../../http/errors.ts";

/** Files one account may upload per window, refused ones included (each is work to check). */
export const MEDIA_UPLOAD_LIMIT = { max: 60, windowMs: 10 * 60_000 } as const;

type Limit = { max: number; windowMs: number };

const uploadThrottledMessage = (limit: Limit, retryAfterSeconds: number) => {
  const window = Math.round(limit.windowMs / 60_000);
  const wait = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `You can upload at most ${limit.max} images every ${window} minutes. ` +
    `Try again in ${wait} minute${wait === 1 ? "" : "s"}.`
  );
};

/**
 * Throttling of POST /api/media in the shared attempt store: every file part counts when it
 * arrives, before it is read or decoded, per user (every domain: the account uploads); past
 * the limit 429 with Retry-After and the reason on `file`.
 */
export function createUploadThrottle(store: AttemptStore, limit: Limit = MEDIA_UPLOAD_LIMIT) {
  return {
    async take(userId: number): Promise<void> {
      const verdict = await store.take(`media-upload:user:${userId}`, limit.max, limit.windowMs);
      if (verdict.allowed) return;
      const message = uploadThrottledMessage(limit, verdict.retryAfterSeconds);
      throw new HttpError(
        429,
        message,
        { file: [message] },
        { "retry-after": String(verdict.retryAfterSeconds) },
      );
    },
  };
}
