import {
  API_PATHS,
  auditEntrySchema,
  auditFiltersSchema,
  auditQuerySchema,
  ROLES,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listRoutes } from "../../http/list-route.ts";
import { auditExportFileName, exportAuditLog } from "./export-audit-log.ts";
import { listAuditLog } from "./list-audit-log.ts";

/**
 * contract.md "Audit log": who signed in (or failed to) and who changed content, settings and
 * users of the active domain, for its site admins (roles 1-2). Entries are written by the
 * write hook (http/audit-hook.ts) and the sign-in route.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const filtersText =
    "`user_id` keeps one user's entries, `entity` one kind (`session`, `post`, `settings`, `user`, ...); `startDate` and `endDate` are `YYYY-MM-DD` (the whole day) or `YYYY-MM-DD HH:mm:ss` in UTC, both ends inclusive.";

  listRoutes(app, {
    path: API_PATHS.auditLog,
    config: { roles: [ROLES.superAdmin, ROLES.siteAdmin] },
    tags: ["Audit log"],
    querystring: auditQuerySchema,
    item: auditEntrySchema,
    list: {
      summary: "List the audit log, paged",
      description: `Entries of the active domain, newest first: sign-ins (\`sign-in\`, \`sign-in-failed\`) and every successful write (\`create\`, \`update\`, \`delete\`, \`trash\`, \`restore\`, ...), each with its user as they were when the entry was written (\`name\` and \`email\` stored then, a later rename changes nothing; \`firstname\` carries the whole stored name, \`lastname\` is empty; null for an unknown address, the scheduler or a deleted user) and a one-line summary. ${filtersText}`,
      rows: (request, query) => listAuditLog(db, request.tenant, query),
    },
    csv: {
      path: API_PATHS.auditLogExport,
      summary: "Export the audit log as CSV",
      description: `The entries matching the list's filters (up to 10,000, newest first) as a CSV file: \`id,at,user_id,user,action,entity,entity_id,summary\`. Cells are made safe as in the submissions export (quoted when needed, an apostrophe before what a spreadsheet would run as a formula). ${filtersText}`,
      querystring: auditFiltersSchema,
      text: (request, filters) => exportAuditLog(db, request.tenant, filters),
      fileName: (request) => auditExportFileName(request.tenant.host, new Date(clock())),
    },
  });
};
