import { API_PATHS, notificationCountsSchema, ROLES } from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataOf } from "../../http/reply.ts";
import { countNotifications } from "./count-notifications.ts";

/**
 * contract.md "Notifications, search, places" (issue 38): what the staff of the active domain
 * may act on, for the panel's navigation and dashboard. Who is told of what, and how, is
 * notify-event.ts (decision 030).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    API_PATHS.notificationCounts,
    {
      config: { roles: [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor] },
      schema: {
        summary: "Count what the staff may act on",
        tags: ["Notifications"],
        description:
          "Roles 1-3 of the active domain (role 4: 403). `pending_reviews`: what /panel/reviews lists (members' changes waiting, places members proposed, stops whose note waits). `new_catering_requests`: open requests (new, sent or quoted) no staff user opened yet (opening = GET /api/catering-requests/{id}). `new_submissions`: submissions no staff user saw yet (GET /api/submissions lists them in full, so the rows of a list answer count as seen, as does GET /api/submissions/{id}). `expiring_papers` and `new_applications` are always 0 until events and papers exist. The same counts are in GET /api/dashboard (`notifications`).",
        response: { 200: dataOf(notificationCountsSchema) },
      },
    },
    async (request) => ({ data: await countNotifications(db, request.tenant) }),
  );
};
