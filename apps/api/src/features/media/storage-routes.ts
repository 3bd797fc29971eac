import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../http/errors.ts";

const TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
};
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
      // A failing store is a 500, never a 404: an outage must not look like deleted media.
      const bytes = await storage.get(key);
      if (!bytes) throw notFound();
      return reply
        .type(TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("cross-origin-resource-policy", "cross-origin")
        .send(bytes);
    },
  );
};
