import type { FastifyInstance } from "fastify";

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Answers a shared cache must never keep (issue 29): every answer to a request that carries
 * credentials (the Authorization header) or acts for a caller, and every write's answer (tokens
 * of a sign-in, a refresh, a reset). A route that chose its own Cache-Control keeps it (media is
 * immutable; the CSV export sets the same). Every API answer varies with Authorization.
 */
export function registerPrivateResponses(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("vary", mergeVary(reply.getHeader("vary"), "Authorization"));
    const read = request.method === "GET" || request.method === "HEAD";
    const credentials = Boolean(request.headers.authorization) || Boolean(request.auth);
    if ((credentials || !read) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", PRIVATE_NO_STORE);
    }
    return payload;
  });
}

function mergeVary(current: unknown, name: string): string {
  const list = String(current ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.some((v) => v === "*" || v.toLowerCase() === name.toLowerCase())) return list.join(", ");
  return [...list, name].join(", ");
}
