import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../http/errors.ts";
import { storedResponse } from "../../storage/stored-response.ts";

const KEY = /^domains\/([a-z0-9.-]+)\/[A-Za-z0-9/._-]+$/;

/**
 * Media files on the API host too (media items carry site-relative `/storage/...` urls, which an
 * API client resolves against the API host). Only the host's own domain folder is served.
 */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;
  app.get(
    "/storage/*",
    {
      config: { auth: "none" },
      schema: { hide: true, params: z.object({ "*": z.string().max(512) }) },
    },
    async (request, reply) => {
      const key = request.params["*"];
      const match = KEY.exec(key);
      if (!match || match[1] !== request.site.host || key.includes("..")) throw notFound();
      // Streamed from the bucket (never held whole in memory), with its ETag and 304. A failing
      // store is a 500, never a 404: an outage must not look like deleted media.
      const response = await storedResponse(storage, key, {
        method: request.method,
        ifNoneMatch: request.headers["if-none-match"],
      });
      if (!response) throw notFound();
      return reply
        .code(response.status)
        .headers(response.headers)
        .header("cross-origin-resource-policy", "cross-origin")
        .send(response.body ?? undefined);
    },
  );
};
