import type { FastifyInstance, FastifyRequest } from "fastify";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Requests whose write changed nothing anyone else reads (skipChangeEvent). */
const unchanged = new WeakSet<FastifyRequest>();

/**
 * For a write that, this time, changed no shared data (a vendor's change held for review,
 * decision 027): its route's change event is not published, so no cache drops anything.
 */
export function skipChangeEvent(request: FastifyRequest) {
  unchanged.add(request);
}

/**
 * Publishes the change event of every successful write, after its handler returned (its
 * transaction committed) and before the response leaves, so the caller's next request already
 * sees fresh pages; with EDGE_PURGE the publish also purges the edge (`withEdgePurge`, bounded
 * wait, failures retried as jobs: edge-purge/). A failed write (any status >= 400, a rolled-back transaction) publishes
 * nothing. Features only say what changed, in the route's `config.changes`; a writing route
 * that says nothing is refused at start-up.
 */
export function registerChangePublishing(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => READS.has(m))) return;
    if (route.config?.changes === undefined && !route.config?.hostless) {
      throw new Error(
        `${methods.join(",")} ${route.url} must declare config.changes (topics, or false)`,
      );
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const topics = request.routeOptions.config.changes;
    if (!topics || reply.statusCode >= 400 || READS.has(request.method) || !request.tenant) {
      return payload;
    }
    if (unchanged.has(request)) return payload;
    const id = (request.params as { id?: unknown } | undefined)?.id;
    await app.deps.changes.publish({
      domain_id: request.tenant.id,
      topics: [...topics],
      ids: typeof id === "number" ? [id] : [],
    });
    return payload;
  });
}
