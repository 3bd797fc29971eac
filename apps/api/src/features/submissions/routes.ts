import {
  isHoneypotFilled,
  ROLES,
  SUBMISSION_LIMITS,
  submissionCreateSchema,
  submissionFiltersSchema,
  submissionReceiptSchema,
  submissionSchema,
  submissionsQuerySchema,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { itemRoutes } from "../../http/item-routes.ts";
import { listRoutes } from "../../http/list-route.ts";
import { markSubmissionsOpened } from "../notifications/mark-opened.ts";
import { notifierOf } from "../notifications/notify-event.ts";
import { submissionEvent } from "../notifications/submission-events.ts";
import { alertSubmissionCap } from "./alert-submission-cap.ts";
import { createSubmission, honeypotReceipt, submissionReceipt } from "./create-submission.ts";
import { deleteSubmission } from "./delete-submission.ts";
import { exportFileName, exportSubmissions } from "./export-submissions.ts";
import { findSubmission } from "./find-submission.ts";
import { listSubmissions } from "./list-submissions.ts";
import { notifySubmission } from "./notify-submission.ts";
import { createSubmissionThrottles } from "./submission-throttles.ts";

/**
 * contract.md "Submissions (public forms)": anyone may send a form of the public site; the
 * domain's team reads them (roles 1-3), site admins delete them (roles 1-2).
 */
export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config, clock } = app.deps;
  const notify = notifierOf(app.deps);
  const limits = {
    ...SUBMISSION_LIMITS,
    perIp: { ...SUBMISSION_LIMITS.perIp, max: config.submissionsPerIp },
  };
  const throttles = createSubmissionThrottles(app.deps.attempts, limits);
  const tags = ["Submissions"];
  const readers = [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor];
  const admins = [ROLES.superAdmin, ROLES.siteAdmin];

  itemRoutes(app, {
    path: "/api/submissions",
    tags,
    item: submissionReceiptSchema,
    config: { auth: "optional", changes: ["submissions"] },
    create: {
      summary: "Send a form of the public site",
      description:
        "Sends a form of the public site (public) and answers what was received (no id). Mails the domain's `email` option from its `outgoing_email` option, and tells the domain's staff as their notification setting says. At most 5 per address (IPv6: per /64) in 10 minutes (429). Past 50 per domain in an hour submissions are still taken but held for review and not mailed; the domain's site admins get one alert. `website` is a honeypot: leave it empty.",
      body: submissionCreateSchema,
      run: async (request, body) => {
        const { tenant } = request;
        const bot = isHoneypotFilled(body.website);
        const { held, alert } = await throttles.take(tenant.id, request.ip, { stored: !bot });
        // A bot caught by the honeypot is answered like anyone; nothing is stored or mailed.
        if (bot) return honeypotReceipt(body);
        const submission = await createSubmission(db, tenant, body, { held });
        const mail = { mailer, defaultFrom: config.mailFrom, log: request.log };
        // Not awaited: a slow or failing mail server never delays or fails the visitor. A held
        // submission is not mailed; the first one past the cap alerts the site admins once.
        if (alert) void alertSubmissionCap(db, tenant, { ...mail, limit: limits.perDomain });
        if (!held) void notifySubmission(db, tenant, { ...mail, submission });
        // The staff who may act hear of it as their setting says (issue 38); a held one is only
        // counted, as the cap's one alert stands for the flood.
        if (!held) await notify(tenant, submissionEvent(submission), request.log);
        return submissionReceipt(submission);
      },
    },
  });

  listRoutes(app, {
    path: "/api/submissions",
    config: { roles: readers },
    tags,
    querystring: submissionsQuerySchema,
    item: submissionSchema,
    list: {
      summary: "List the form submissions, paged",
      description:
        "Submissions of the active domain, newest first. `held=true` lists only those held for review (taken past the domain's hourly cap), `held=false` the others. `search` looks in name, email, phone and message; dates are `YYYY-MM-DD HH:mm:ss` in UTC, both ends inclusive. The list shows each submission in full, so the rows of an answer are marked seen: they no longer count as new (GET /api/notifications/counts).",
      rows: async (request, query) => {
        const page = await listSubmissions(db, request.tenant, query);
        // The list shows each submission in full: the rows shown are seen (decision 030).
        const seen = page.rows.map((row) => row.id);
        await markSubmissionsOpened(db, request.tenant, seen, new Date(clock()));
        return page;
      },
    },
    csv: {
      path: "/api/submissions/export",
      summary: "Export the form submissions as CSV",
      description:
        "The submissions matching the list's filters (up to 10,000, newest first) as a CSV file: `id,form,name,email,phone,message,fields,created_at,held`, `fields` as JSON, `held` yes or no. Safe to open with comma or semicolon separators: cells holding either, a quote or a line break are quoted, cells a spreadsheet would run as a formula start with an apostrophe, control and invisible formatting characters are left out.",
      querystring: submissionFiltersSchema,
      text: (request, filters) => exportSubmissions(db, request.tenant, filters),
      fileName: (request) => exportFileName(request.tenant.host),
    },
  });

  itemRoutes(app, {
    path: "/api/submissions",
    tags,
    item: submissionSchema,
    config: { roles: admins, changes: ["submissions"] },
    read: {
      summary: "Read a form submission",
      description:
        "Roles 1-3. Reading it marks it seen: it no longer counts as new (GET /api/notifications/counts).",
      config: { roles: readers },
      run: async ({ tenant }, id) => {
        const data = await findSubmission(db, tenant, id);
        await markSubmissionsOpened(db, tenant, [id], new Date(clock()));
        return data;
      },
    },
    remove: {
      summary: "Delete a form submission",
      description: "Deletes a submission for good (site admins).",
      message: "The submission was deleted.",
      run: (request, id) => deleteSubmission(db, request.tenant, id),
    },
  });
};
