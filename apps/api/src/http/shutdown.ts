/** In-flight requests get this long to finish after a shutdown signal; then the process exits. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Runs `close` once on SIGTERM or SIGINT: readiness fails, the server stops accepting, in-flight
 * requests finish (at most DRAIN_TIMEOUT_MS), then the database closes. A second signal exits
 * at once.
 */
export function onShutdown(close: () => Promise<void>, log: (msg: string) => void = console.log) {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    log(`${signal}: draining requests and closing the database`);
    setTimeout(() => {
      log(`requests still running after ${DRAIN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", handler);
  process.on("SIGINT", handler);
}
