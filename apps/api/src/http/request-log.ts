import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * Request logging: one info line per answered request (method, path without the query string,
 * status, milliseconds) instead of Fastify's two lines; never headers, queries or bodies, which
 * may carry tokens or personal data. Errors keep Fastify's own error line.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      {
        method: request.method,
        path: request.url.split("?")[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  }
}
