import { POST_TYPES } from "@fooddir/contract";
import { and, asc, eq } from "drizzle-orm";
import { posts } from "../src/db/schema.ts";
import { adminTokenOn } from "./content-fixtures.ts";
import { createTestApp, EDITOR, login } from "./helpers.ts";

/**
 * The stop tests' app on the demo (domains in America/Los_Angeles) at the given clock: an
 * editor of the local domain, a site admin of the catering domain (2), and the member posts
 * of a domain by id.
 */
export async function startStopsApp(clock: () => number) {
  const { app, database } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" }, { clock });
  const db = database.db;
  const editor = (await login(app, EDITOR)).access_token;
  const catering = await adminTokenOn(app, 2);
  const membersOf = (domainId: number) =>
    db
      .select({ id: posts.id, title: posts.title, status: posts.post_status_id })
      .from(posts)
      .where(and(eq(posts.domain_id, domainId), eq(posts.post_type_id, POST_TYPES.member)))
      .orderBy(asc(posts.id));
  return { app, db, editor, catering, membersOf };
}
