import { createUser, userCalls, userIdOf } from "./fixtures.ts";
import { ADMIN, call, createTestApp, EDITOR, login } from "./helpers.ts";

export const LOCAL = 1;
export const CATERING = 2;
export const NOT_FOUND = { message: "Not found." };

export const idsOf = (res: { body: { data: { id: number }[] } }) => res.body.data.map((u) => u.id);

/**
 * The users test files' start: their own app, site admins and editors of each domain (and one
 * editor of both), tokens of the super admin, a site admin and an editor, and the users calls.
 */
export async function createUsersTestApp() {
  const { app, db, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });

  // Site admins of each domain, editors of each domain and one editor of both.
  const siteAdminId = await createUser(db, {
    email: "site-admin@example.com",
    roleId: 2,
    domainIds: [LOCAL],
    firstname: "Sally",
    lastname: "Siteadmin",
  });
  await createUser(db, { email: "catering-admin@example.com", roleId: 2, domainIds: [CATERING] });
  const localEditorId = await createUser(db, {
    email: "local-editor@example.com",
    domainIds: [LOCAL],
    firstname: "Lola",
    lastname: "Local",
  });
  const cateringEditorId = await createUser(db, {
    email: "catering-editor@example.com",
    domainIds: [CATERING],
    firstname: "Cato",
    lastname: "Catering",
  });
  const sharedEditorId = await createUser(db, {
    email: "shared-editor@example.com",
    domainIds: [LOCAL, CATERING],
  });
  const adminId = await userIdOf(db, ADMIN);

  const admin = (await login(app, ADMIN)).access_token;
  const siteAdmin = (await login(app, "site-admin@example.com")).access_token;
  const editor = (await login(app, EDITOR)).access_token;

  const list = (token?: string, query = "") => call(app, "GET", `/api/users${query}`, { token });

  let serial = 0;
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    firstname: "New",
    lastname: "Person",
    email: `new-person-${++serial}@example.com`,
    role_id: 3,
    domain_ids: [LOCAL],
    ...overrides,
  });

  return {
    app,
    db,
    outbox,
    siteAdminId,
    localEditorId,
    cateringEditorId,
    sharedEditorId,
    adminId,
    admin,
    siteAdmin,
    editor,
    list,
    ...userCalls(app),
    newUser,
  };
}
