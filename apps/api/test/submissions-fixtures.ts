import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { domainOptions, submissions } from "../src/db/schema.ts";
import { notifySubmission } from "../src/features/submissions/notify-submission.ts";
import type { Mailer } from "../src/mail/mailer.ts";
import { uniqueWord } from "./content-fixtures.ts";
import { createUser, quietStaff } from "./fixtures.ts";
import { ADMIN, call, createTestApp, EDITOR, freshIp, login } from "./helpers.ts";

export const LOCAL = 1;
export const CATERING = 2;
export const UNAUTHORIZED = { message: "Unauthorized." };
export const FORBIDDEN = { message: "Forbidden." };
export const NOT_FOUND = { message: "Not found." };
export const TOO_MANY = { message: "Too many requests." };
export const DEFAULT_FROM = "Food Truck Directory <no-reply@localhost>";

export const valid = (overrides: Record<string, unknown> = {}) => ({
  form: "catering",
  name: `Visitor ${uniqueWord()}`,
  email: "visitor@example.com",
  phone: "+1 (555) 010-2030",
  message: "Lunch for the office, please.",
  fields: { guests: "40", event_date: "2030-05-01" },
  ...overrides,
});

/**
 * RFC 4180 reader, to check the export round-trips; `separator` `;` reads the file as Excel does
 * in most European locales. Like spreadsheets, a quote opens or closes quoting anywhere.
 */
export function parseCsv(text: string, separator: "," | ";" = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/**
 * The submissions test files' start: their own app and database with staff mails off, callers
 * of domain 1 (localhost) in each role and a site admin of domain 2 (catering.localhost), and
 * helpers that submit, insert, count and export against that app.
 */
export async function createSubmissionsTestApp() {
  const { app, db, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
  // Staff mails (issue 38) are notifications.test.ts's concern.
  await quietStaff(db);

  // Callers of domain 1 (localhost) in each role, and of domain 2 (catering.localhost).
  const superAdmin = (await login(app, ADMIN)).access_token;
  const editor = (await login(app, EDITOR)).access_token;
  await createUser(db, { email: "subs-site-admin@example.com", roleId: 2, domainIds: [LOCAL] });
  const siteAdmin = (await login(app, "subs-site-admin@example.com")).access_token;
  await createUser(db, {
    email: "subs-site-admin-b@example.com",
    roleId: 2,
    domainIds: [CATERING],
  });
  const siteAdminB = (
    await login(app, "subs-site-admin-b@example.com", { host: "catering.localhost" })
  ).access_token;

  const readers = [
    { role: "super admin", token: superAdmin },
    { role: "site admin", token: siteAdmin },
    { role: "editor", token: editor },
  ];

  const submit = (
    body: unknown,
    options: { host?: string; ip?: string; target?: FastifyInstance } = {},
  ) =>
    call(options.target ?? app, "POST", "/api/submissions", {
      host: options.host,
      body,
      remoteAddress: options.ip ?? freshIp(),
    });

  type Row = typeof submissions.$inferInsert;

  /** A submission made directly in the database (for reads, deletes and other domains). */
  async function insertSubmission(domainId: number, values: Partial<Row> = {}) {
    const [row] = await db
      .insert(submissions)
      .values({
        domain_id: domainId,
        form: "contact",
        name: `Row ${uniqueWord()}`,
        email: "row@example.com",
        ...values,
      })
      .returning();
    return row;
  }

  const rowsNamed = (name: string) =>
    db.select().from(submissions).where(eq(submissions.name, name));

  async function countOf(domainId: number) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(submissions)
      .where(eq(submissions.domain_id, domainId));
    return n;
  }

  async function setOption(domainId: number, name: string, value: string) {
    await db
      .update(domainOptions)
      .set({ value })
      .where(and(eq(domainOptions.domain_id, domainId), eq(domainOptions.name, name)));
  }

  async function exportCsv(query: string, token = superAdmin, host = "localhost") {
    const res = await app.inject({
      method: "GET",
      url: `/api/submissions/export${query}`,
      headers: { host: `api.${host}:3000`, authorization: `Bearer ${token}` },
    });
    return res;
  }
  /** notifySubmission on a stored row as the route calls it; `error` hears a failed mail. */
  const notifyStored = (
    domain: { id: number; host: string },
    row: typeof submissions.$inferSelect,
    mailer: Mailer,
    error: (...args: unknown[]) => void = () => {},
  ) =>
    notifySubmission(db, domain, {
      submission: { ...row, form: "contact", created_at: row.created_at.toISOString() },
      mailer,
      defaultFrom: DEFAULT_FROM,
      log: { info: () => {}, error } as never,
    });

  return {
    app,
    db,
    outbox,
    superAdmin,
    editor,
    siteAdmin,
    siteAdminB,
    readers,
    submit,
    insertSubmission,
    rowsNamed,
    countOf,
    setOption,
    exportCsv,
    notifyStored,
  };
}
