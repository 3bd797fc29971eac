/**
 * Runs `close` once on SIGTERM or SIGINT: the server stops accepting, in-flight requests
 * finish, then the database closes. A second signal exits at once.
 */
export function onShutdown(close: () => Promise<void>, log: (msg: string) => void = console.log) {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    log(`${signal}: draining requests and closing the database`);
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
