/**
 * At most `concurrency` tasks run at once; the rest wait in order. Image decoding holds whole
 * bitmaps in memory, so uploads and the seed bound how many run together.
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
 * Images decoded at once across all requests of this process (uploads and image variants);
 * sharp uses several threads per image already.
 */
export const imageSlots = createLimiter(2);
