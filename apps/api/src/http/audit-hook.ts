import type { FastifyInstance, FastifyRequest } from "fastify";
import { type AuditLabel, auditLabel } from "../features/audit/audit-label.ts";
import { type AuditRoute, auditRouteOf } from "../features/audit/audit-routes.ts";
import { auditSummary, entityIdOf, titleOf } from "../features/audit/audit-summary.ts";
import { recordAudit } from "../features/audit/record-audit.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Answers longer than this are not read for a title (the summary names the id instead). */
const PAYLOAD_READ_MAX = 1024 * 1024;

/** The audited route of a signed-in caller's write, or null. */
function auditedRoute(request: FastifyRequest): AuditRoute | null {
  if (!WRITES.has(request.method) || !request.auth || !request.tenant) return null;
  return request.routeOptions.url ? auditRouteOf(request.method, request.routeOptions.url) : null;
}

const paramsIdOf = (request: FastifyRequest) =>
  (request.params as { id?: unknown } | undefined)?.id;

/**
 * Writes one audit entry for every successful write of a signed-in caller, on the active
 * domain, once its handler returned (its transaction committed) and before the answer leaves:
 * who, what kind (features/audit/audit-routes.ts), which id, and a summary naming the item:
 * by the answer's title, else by its name in the database as it is then (auditLabel; a deletion
 * reads it before the handler runs). So the entry keeps the name of that moment (issue 38). A
 * write answered 4xx/5xx writes nothing; anonymous writes (a visitor's form) are not logged;
 * sign-ins log themselves (features/session/routes.ts). A failing log never fails the request:
 * the error is logged and the answer sent.
 */
export function registerAuditLog(app: FastifyInstance) {
  const namesBefore = new WeakMap<FastifyRequest, AuditLabel>();
  app.addHook("preHandler", async (request) => {
    const paramsId = paramsIdOf(request);
    if (request.method !== "DELETE" || typeof paramsId !== "number") return;
    const route = auditedRoute(request);
    if (!route || route.summary || !request.tenant) return;
    try {
      const label = await auditLabel(app.deps.db, request.tenant.id, route.entity, paramsId);
      if (label) namesBefore.set(request, label);
    } catch (error) {
      request.log.error({ err: error }, "audit label not read");
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    try {
      const route = auditedRoute(request);
      if (!route || !request.auth || !request.tenant) return payload;
      const answered = dataOf(payload);
      const entityId = entityIdOf(paramsIdOf(request), answered);
      const label =
        route.summary || Array.isArray(answered) || titleOf(answered) || entityId === null
          ? null
          : ((await auditLabel(app.deps.db, request.tenant.id, route.entity, entityId)) ??
            namesBefore.get(request) ??
            null);
      const data = label ? { ...(isObject(answered) ? answered : {}), ...label } : answered;
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

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
