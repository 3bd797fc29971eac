import type http from "node:http";
import net from "node:net";

/** Listening sockets beside the server's own (each takes one connection per loop turn). */
export const EXTRA_ACCEPTORS = 7;

/** Platforms where Node's `reusePort` (SO_REUSEPORT with kernel load balancing) works. */
const REUSE_PORT_PLATFORMS = new Set<NodeJS.Platform>(["linux", "freebsd"]);

export const reusePortSupported = () => REUSE_PORT_PLATFORMS.has(process.platform);

/**
 * libuv accepts one connection per event-loop turn (libuv#3696). While the loop is busy, each
 * turn serving many requests of open connections, a burst of new connections waits in the
 * kernel's accept queue: measured here, 200 new connections next to busy ones were taken about
 * one per 15-25 ms, the last after about 3 s, though every request itself took under 200 ms.
 * More listening sockets on the same port (SO_REUSEPORT: the kernel spreads new connections
 * over them) take that many connections per turn. Each socket they accept is handed to the one
 * HTTP server, which owns it from then on (keep-alive, timeouts, closing idle connections).
 *
 * Call after `server` listens with `reusePort: true`. Resolves to a function that stops them and
 * resolves once every connection they took has closed (idle ones are closed, busy ones finish
 * their request), as the server's own close does for its connections: call both on shutdown.
 * Without SO_REUSEPORT on this platform: nothing.
 */
export async function addAcceptors(
  server: http.Server,
  count = EXTRA_ACCEPTORS,
): Promise<() => Promise<void>> {
  const address = server.address();
  if (!reusePortSupported() || !address || typeof address === "string" || count < 1) {
    return async () => {};
  }
  const acceptors: net.Server[] = [];
  const open = new Set<net.Socket>();
  for (let i = 0; i < count; i++) {
    // As the HTTP server's own sockets (http.createServer's noDelay default): no Nagle delay.
    const acceptor = net.createServer({ noDelay: true }, (socket) => {
      open.add(socket);
      socket.once("close", () => open.delete(socket));
      server.emit("connection", socket);
    });
    await new Promise<void>((resolve, reject) => {
      acceptor.once("error", reject);
      acceptor.listen({ port: address.port, host: address.address, reusePort: true }, () => {
        acceptor.off("error", reject);
        resolve();
      });
    });
    acceptors.push(acceptor);
  }
  return async () => {
    await Promise.all(
      acceptors.map((acceptor) => new Promise<void>((resolve) => acceptor.close(() => resolve()))),
    );
    // The server's close waits only for connections it accepted itself.
    while (open.size > 0) {
      server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/**
 * Throws EADDRINUSE when another process listens on the port. SO_REUSEPORT would otherwise let
 * a second server of the same user bind it too and silently take half the connections (a
 * forgotten old process, or two processes on one embedded database).
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen({ port, host, exclusive: true }, () => resolve());
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

/** `listen` options of a server that takes extra acceptors (reusePort where it works). */
export const listenOptions = (port: number, host: string) => ({
  port,
  host,
  reusePort: reusePortSupported(),
});
