import {
  API_PATHS,
  auditEntrySchema,
  auditFiltersSchema,
  auditQuerySchema,
  ROLES,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listOf } from "../../http/reply.ts";
import { auditExportFileName, exportAuditLog } from "./export-audit-log.ts";
import { listAuditLog } from "./list-audit-log.ts";

/**
 * contract.md "Audit log": who signed in (or failed to) and who changed content, settings and
 * users of the active domain, for its site admins (roles 1-2). Entries are written by the
 * write hook (http/audit-hook.ts) and the sign-in route.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ["Audit log"];
  const roles = [ROLES.superAdmin, ROLES.siteAdmin];
  const filtersText =
    "`user_id` keeps one user's entries, `entity` one kind (`session`, `post`, `settings`, `user`, ...); `startDate` and `endDate` are `YYYY-MM-DD` (the whole day) or `YYYY-MM-DD HH:mm:ss` in UTC, both ends inclusive.";

  app.get(
    API_PATHS.auditLog,
    {
      config: { roles },
      schema: {
        summary: "List the audit log, paged",
        tags,
        description: `Entries of the active domain, newest first: sign-ins (\`sign-in\`, \`sign-in-failed\`) and every successful write (\`create\`, \`update\`, \`delete\`, \`trash\`, \`restore\`, ...), each with its user as they were when the entry was written (\`name\` and \`email\` stored then, a later rename changes nothing; \`firstname\` carries the whole stored name, \`lastname\` is empty; null for an unknown address, the scheduler or a deleted user) and a one-line summary. ${filtersText}`,
        querystring: auditQuerySchema,
        response: { 200: listOf(auditEntrySchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listAuditLog(db, request.tenant, query);
      return { data: rows, meta: { total, limit: query.limit, offset: query.offset } };
    },
  );

  app.get(
    API_PATHS.auditLogExport,
    {
      config: { roles },
      schema: {
        summary: "Export the audit log as CSV",
        tags,
        description: `The entries matching the list's filters (up to 10,000, newest first) as a CSV file: \`id,at,user_id,user,action,entity,entity_id,summary\`. Cells are made safe as in the submissions export (quoted when needed, an apostrophe before what a spreadsheet would run as a formula). ${filtersText}`,
        querystring: auditFiltersSchema,
        response: {
          200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const csv = await exportAuditLog(db, request.tenant, request.query);
      const fileName = auditExportFileName(request.tenant.host, new Date(clock()));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
};
