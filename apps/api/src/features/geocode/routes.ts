import { API_PATHS, geocodeQuerySchema, geocodeResultSchema } from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { geocodeAddress } from "./geocode-address.ts";

/**
 * Places from addresses (contract.md "Notifications, search, places"): the panel's "Find the
 * address" asks the configured geocoder through the API, so the browser never talks to it and
 * each user's searches are counted.
 */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, attempts } = app.deps;
  app.get(
    API_PATHS.geocode,
    {
      config: { members: true },
      schema: {
        summary: "Find the coordinates of an address",
        tags: ["Locations"],
        description: `Staff and vendors (roles 1-4). The places the geocoder of GEOCODER_URL (Nominatim- or Photon-shaped) finds for \`q\` (3-200 characters), at most 5, as \`{label, lat, lng}\`. At most 30 searches per user in 10 minutes (then 429 with Retry-After). Without GEOCODER_URL 503 (set coordinates on the map or type them); a geocoder that fails or takes over 5 s is a 502.`,
        querystring: geocodeQuerySchema,
        response: { 200: dataOf(z.array(geocodeResultSchema)) },
      },
    },
    async (request) => ({
      data: await geocodeAddress({ config, attempts }, requireAuth(request).userId, request.query),
    }),
  );
};
