import { and, asc, eq } from "drizzle-orm";
import { auditLog, users } from "../src/db/schema.ts";
import { adminTokenOn } from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { call, createTestApp, EDITOR, login } from "./helpers.ts";

// contract.md "Audit log" (issue 24): every successful write of a signed-in caller and every
// sign-in leaves one entry on the active domain; site admins list and export them.

export const NOW = Date.parse("2027-03-16T19:00:00Z");
export const LOCAL = 1;
export const CATERING = 2;

export const postData = (post: { attributes: { url: string } }, title: string) => ({
  url: post.attributes.url,
  title,
  post_status_id: 2,
  no_index: false,
  no_follow: false,
  show_in_sitemap: true,
});

/**
 * The audit-log test files' start: their own app on the clock NOW with no entries yet, site
 * admins of each domain (Sam on localhost), the super admin on catering.localhost and an editor.
 */
export async function createAuditLogTestApp() {
  const { app, db } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" }, { clock: () => NOW });

  await createUser(db, {
    email: "audit-admin@example.com",
    roleId: 2,
    domainIds: [LOCAL],
    firstname: "Sam",
    lastname: "Site",
  });
  await createUser(db, { email: "audit-admin-b@example.com", roleId: 2, domainIds: [CATERING] });
  const siteAdmin = (await login(app, "audit-admin@example.com")).access_token;
  const siteAdminB = (await login(app, "audit-admin-b@example.com", { host: "catering.localhost" }))
    .access_token;
  const superAdminOnCatering = await adminTokenOn(app, CATERING);
  const editor = (await login(app, EDITOR)).access_token;
  const [sam] = await db.select().from(users).where(eq(users.email, "audit-admin@example.com"));

  // Only this file's entries: whatever the demo or the sign-ins above wrote is set aside.
  await db.delete(auditLog);

  const list = (token: string, query = "", host?: string) =>
    call(app, "GET", `/api/audit-log${query ? `?${query}` : ""}`, { token, host });
  const entriesOf = (entity: string, entityId: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, entityId)))
      .orderBy(asc(auditLog.id));

  return {
    app,
    db,
    siteAdmin,
    siteAdminB,
    superAdminOnCatering,
    editor,
    sam,
    list,
    entriesOf,
  };
}
