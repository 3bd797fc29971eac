import { dashboardSchema } from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataOf } from "../../http/reply.ts";
import { getDashboard } from "./get-dashboard.ts";

/** The panel's start screen: any signed-in role of the active domain. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/api/dashboard",
    {
      schema: {
        summary: "Read the dashboard counts and latest items",
        tags: ["Dashboard"],
        description:
          "Counts per section, `notifications` (what the staff may act on, as GET /api/notifications/counts answers it), the five latest submissions and the five latest edited posts of the active domain.",
        response: { 200: dataOf(dashboardSchema) },
      },
    },
    async (request) => ({ data: await getDashboard(db, request.tenant) }),
  );
};
