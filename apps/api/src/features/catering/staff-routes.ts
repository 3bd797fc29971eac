import {
  cateringFiguresSchema,
  cateringMatchAddSchema,
  cateringRequestDetailSchema,
  cateringRequestFiltersSchema,
  cateringRequestSchema,
  cateringRequestsQuerySchema,
  cateringRequestUpdateSchema,
  idParamsSchema,
  ROLES,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listRoutes } from "../../http/list-route.ts";
import { dataOf } from "../../http/reply.ts";
import { markCateringRequestOpened } from "../notifications/mark-opened.ts";
import { addCateringMatch } from "./add-catering-match.ts";
import { cateringFigures } from "./catering-figures.ts";
import { cateringExportFileName, exportCateringRequests } from "./export-catering-requests.ts";
import { findCateringRequest } from "./find-catering-request.ts";
import { listCateringRequests } from "./list-catering-requests.ts";
import { sendPendingMatches } from "./send-pending-matches.ts";
import { updateCateringRequest } from "./update-catering-request.ts";

/**
 * The catering pipeline of the domain's team (roles 1-3, contract.md "Catering requests that
 * reach the right trucks"): the requests with filters, one request with its matched trucks,
 * its status, mailing the trucks not mailed yet, a truck added by hand, the CSV export and the
 * pipeline's figures. Every write is a `catering` change (no public page shows requests).
 */
export const cateringStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config, clock } = app.deps;
  const mailDeps = { mailer, config, now: () => new Date(clock()) };
  const tags = ["Catering"];
  const roles = [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor];
  const detail = dataOf(cateringRequestDetailSchema);

  listRoutes(app, {
    path: "/api/catering-requests",
    config: { roles },
    tags,
    querystring: cateringRequestsQuerySchema,
    item: cateringRequestSchema,
    list: {
      summary: "List the catering requests, paged",
      description:
        "Catering requests of the active domain, newest first, each with `matches_count` (trucks asked), `quotes_count`, `held_reason` (why a cap held it for review instead of mailing it; empty when not held), `opened_at` (when a staff user first opened it; null: new) and `booked_member_id` (the truck that won a booked request, else null). `status` keeps one status; `search` looks in name, email, phone, address and notes; `from` and `to` are event dates (`YYYY-MM-DD`, both inclusive). `starts_at`/`ends_at` carry the offset of the domain's zone.",
      rows: (request, query) => listCateringRequests(db, request.tenant, query),
    },
    csv: {
      path: "/api/catering-requests/export",
      summary: "Export the catering requests as CSV",
      description:
        "The requests matching the list's filters (up to 10,000, newest first) as a CSV file: `id,created_at,status,name,email,phone,event_date,start_time,end_time,guests,budget_min,budget_max,address,cuisines,dietary,notes,matched,quoted,best_quote`; cuisines and dietary needs joined with `; `, `best_quote` the lowest price quoted. Cells are written as the submissions export writes them: quoted when they hold a separator, a quote or a line break; a cell a spreadsheet would run as a formula starts with an apostrophe.",
      querystring: cateringRequestFiltersSchema,
      text: (request, filters) => exportCateringRequests(db, request.tenant, filters),
      fileName: (request) => cateringExportFileName(request.tenant.host, new Date(clock())),
    },
  });

  app.get(
    "/api/catering-requests/figures",
    {
      config: { roles },
      schema: {
        summary: "Read the catering pipeline's figures",
        tags,
        description:
          "`month_requests`: requests created since the first day of this month in the domain's zone. `response_rate`: of the matches mailed, the share that answered (0-1, null when none was mailed). `median_hours_to_first_quote`: the median over quoted requests of the hours from the request to its first quote (null without quotes). `booked_rate`: booked / (booked + lost) (null when none is decided).",
        response: { 200: dataOf(cateringFiguresSchema) },
      },
    },
    async (request) => ({
      data: await cateringFigures(db, request.tenant, new Date(clock())),
    }),
  );

  app.get(
    "/api/catering-requests/:id",
    {
      config: { roles },
      schema: {
        summary: "Read a catering request with its matched trucks",
        tags,
        description:
          "The request (with the requester's contact) and `matches`, best score first: each truck's member (id, title, public path), score (0-100), status (pending = not mailed yet, sent, interested, quoted, declined), whether staff added it by hand, when it was mailed and answered, and its quote once it quoted. Reading it marks the request opened: it no longer counts as new (GET /api/notifications/counts). Another domain's request is a 404.",
        params: idParamsSchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      const { tenant, params } = request;
      // Opened by staff: "new" no more in the counts (issue 38, decision 030).
      await markCateringRequestOpened(db, tenant, params.id, new Date(clock()));
      return { data: await findCateringRequest(db, tenant, params.id) };
    },
  );

  app.put(
    "/api/catering-requests/:id",
    {
      config: { roles, changes: ["catering"] },
      schema: {
        summary: "Set a catering request's status",
        tags,
        description:
          "Any status may be set: `booked` and `lost` close the request (trucks can no longer answer or quote, nothing more is mailed); setting an open status again reopens it. With `booked`, `member_id` names the truck that won: one of the request's matched trucks (another request's or another domain's member, or a `member_id` with another status, is a 422 on `member_id`); each truck that was asked is then mailed once whether it was booked or not. Answers the request as GET /{id} does.",
        params: idParamsSchema,
        body: cateringRequestUpdateSchema,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await updateCateringRequest(
        db,
        request.tenant,
        request.params.id,
        request.body,
        new Date(clock()),
        { ...mailDeps, log: request.log },
      ),
    }),
  );

  app.post(
    "/api/catering-requests/:id/send",
    {
      config: { roles, changes: ["catering"] },
      schema: {
        summary: "Mail the matched trucks not mailed yet",
        tags,
        description:
          "For a domain that does not mail at once (`catering_auto_send` off), a request held for review by a cap (`held_reason`; staff sends are not counted), or to mail trucks added since: every match not mailed yet gets its mail (through the job queue, each mail once), and a new request becomes sent (and is held no more: `held_reason` is emptied). Answers the request as GET /{id} does. 422 when every matched truck was mailed already, when none is matched, or when the request is booked or lost.",
        params: idParamsSchema,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await sendPendingMatches(db, request.tenant, request.params.id, mailDeps),
    }),
  );

  app.post(
    "/api/catering-requests/:id/matches",
    {
      config: { roles, changes: ["catering"] },
      schema: {
        summary: "Add a truck to a catering request by hand",
        tags,
        description:
          "`member_id`: a member of this site with a catering contact email that is not matched yet (else 422 on `member_id`; another site's member is refused the same way). The match is marked manual, scored as matching would score it (0 when it fails matching's filters: staff chose it anyway) and mailed at once. 201 with the request as GET /{id} answers it; 422 when the request is booked or lost.",
        params: idParamsSchema,
        body: cateringMatchAddSchema,
        response: { 201: detail },
      },
    },
    async (request, reply) => {
      const data = await addCateringMatch(
        db,
        request.tenant,
        request.params.id,
        request.body,
        mailDeps,
      );
      reply.status(201);
      return { data };
    },
  );
};
