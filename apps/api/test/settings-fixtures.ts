import { POST_TYPES } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import { posts } from "../src/db/schema.ts";
import { createContentTestApp } from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { ADMIN, call, createTestApp, login } from "./helpers.ts";

export const goodAnalytics = {
  type: "script",
  src: "https://stats.example.org/script.js",
  tag_position: "head",
  async: true,
};
export const goodMenu = {
  header: [
    { text: "Home", url: "/", type: "internal" },
    {
      text: "Trucks",
      url: "/members",
      type: "internal",
      mode: "dropdown",
      children: [{ text: "Tacos", url: "/tacos", type: "internal" }],
    },
  ],
  footer: [{ text: "Blog", url: "https://blog.example.org/", type: "external" }],
};

/**
 * The settings test files' start: a content test app (createContentTestApp), a site admin of
 * localhost, and reads of the public site and of a domain's members.
 */
export async function createSettingsTestApp() {
  const t = await createContentTestApp();
  const { app, db } = t;
  await createUser(db, { email: "siteadmin@example.com", roleId: 2, domainIds: [1] });
  const siteAdmin = (await login(app, "siteadmin@example.com")).access_token;

  const site = async (host = "localhost") =>
    (await call(app, "GET", "/api/site", { host })).body.data;
  const memberIds = async (domainId: number, n: number) =>
    (
      await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.domain_id, domainId), eq(posts.post_type_id, POST_TYPES.member)))
        .limit(n)
    ).map((r) => r.id);

  return { ...t, siteAdmin, site, memberIds };
}

/**
 * The domain options test files' start (one option at a time): an app signed in as the super
 * admin, the options GET /api/site shows on `host`, and PUT /api/domain-options of localhost.
 */
export async function createDomainOptionsTestApp() {
  const { app } = await createTestApp();
  const admin = (await login(app, ADMIN)).access_token;
  const options = async (host?: string) =>
    (await call(app, "GET", "/api/site", { host })).body.data.options;
  const put = (body: Record<string, unknown>) =>
    call(app, "PUT", "/api/domain-options", { token: admin, body });
  return { app, admin, options, put };
}
