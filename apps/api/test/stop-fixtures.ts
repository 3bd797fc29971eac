import { POST_TYPES } from "@fooddir/contract";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { posts } from "../src/db/schema.ts";
import { adminTokenOn } from "./content-fixtures.ts";
import { call, createTestApp, EDITOR, login } from "./helpers.ts";

/**
 * The stop tests' app on the demo (domains in America/Los_Angeles) at the given clock: an
 * editor of the local domain, a site admin of the catering domain (2), the member posts of a
 * domain by id, `createStop` (POST /api/stops, 201 expected; the editor unless told) and
 * `createForeignStop` (the same, by the catering site admin on its own host).
 */
export async function startStopsApp(clock: () => number) {
  const { app, db } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" }, { clock });
  const editor = (await login(app, EDITOR)).access_token;
  const catering = await adminTokenOn(app, 2);
  const membersOf = (domainId: number) =>
    db
      .select({ id: posts.id, title: posts.title, status: posts.post_status_id })
      .from(posts)
      .where(and(eq(posts.domain_id, domainId), eq(posts.post_type_id, POST_TYPES.member)))
      .orderBy(asc(posts.id));
  const createStop = async (body: Record<string, unknown>, token = editor, host?: string) => {
    const res = await call(app, "POST", "/api/stops", { token, host, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number } & Record<string, unknown>;
  };
  const createForeignStop = (body: Record<string, unknown>) =>
    createStop(body, catering, "catering.localhost");
  return { app, db, editor, catering, membersOf, createStop, createForeignStop };
}
