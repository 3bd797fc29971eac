import type { FastifyInstance } from "fastify";
import { auditRouteOf } from "../features/audit/audit-routes.ts";
import { auditSummary, entityIdOf } from "../features/audit/audit-summary.ts";
import { recordAudit } from "../features/audit/record-audit.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Answers longer than this are not read for a title (the summary names the id instead). */
const PAYLOAD_READ_MAX = 1024 * 1024;

/**
 * Writes one audit entry for every successful write of a signed-in caller, on the active
 * domain, once its handler returned (its transaction committed) and before the answer leaves:
 * who, what kind (features/audit/audit-routes.ts), which id, and a summary naming the item the
 * answer carries. A write answered 4xx/5xx writes nothing; anonymous writes (a visitor's form)
 * are not logged; sign-ins log themselves (features/session/routes.ts). A failing log never
 * fails the request: the error is logged and the answer sent.
 */
export function registerAuditLog(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    const status = reply.statusCode;
    if (!WRITES.has(request.method) || status < 200 || status >= 300) return payload;
    if (!request.auth || !request.tenant || !request.routeOptions.url) return payload;
    try {
      const route = auditRouteOf(request.method, request.routeOptions.url);
      if (!route) return payload;
      const data = dataOf(payload);
      const paramsId = (request.params as { id?: unknown } | undefined)?.id;
      const entityId = entityIdOf(paramsId, data);
      await recordAudit(app.deps.db, {
        domainId: request.tenant.id,
        userId: request.auth.userId,
        action: route.action,
        entity: route.entity,
        entityId,
        summary: auditSummary(route, entityId, data),
        at: new Date(app.deps.clock()),
      });
    } catch (error) {
      request.log.error({ err: error }, "audit entry not written");
    }
    return payload;
  });
}

/** The `data` of a JSON answer, when it is one of a readable size. */
function dataOf(payload: unknown): unknown {
  const text =
    typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
  if (!text || text.length > PAYLOAD_READ_MAX || !text.startsWith("{")) return undefined;
  try {
    return (JSON.parse(text) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}
