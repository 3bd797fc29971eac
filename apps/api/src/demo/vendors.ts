import { POST_STATUSES, POST_TYPES, ROLES } from "@fooddir/contract";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  postCuisines,
  postRevisions,
  posts,
  userDomains,
  userMembers,
  users,
} from "../db/schema.ts";
import { snapshotOf } from "../features/posts/record-revision.ts";

/**
 * The demo's vendor (issue 25 point 5, decision 027): one role-4 account that keeps one truck on
 * every demo domain, and one change of it waiting for review on the main site, so the vendor
 * panel and the staff review queue show something at once. Rows go in directly, like the rest
 * of the seed: the account signs in with the demo password; the pending revision's snapshot is
 * the live listing with a new description (nothing is written to `posts`, as a member's save).
 */

export const DEMO_VENDOR = {
  email: "vendor@example.com",
  firstname: "Vera",
  lastname: "Vendor",
  /** The truck the vendor keeps where it exists; else the domain's first published member. */
  truck: "Taco Loco",
  /** The domain whose listing has a change waiting for review. */
  pendingHost: "localhost",
} as const;

const HOUR = 3_600_000;

/** The pending change's description: the live one with a weekday lunch menu in front. */
export const pendingDescription = (live: string) =>
  `Now with a weekday lunch menu: plates and drinks from 11:00 to 14:00, Monday to Friday. ${live}`.trim();

export async function seedDemoVendors(
  db: Db,
  input: {
    hostToId: Map<string, number>;
    /** The seed's password hash (DEMO_PASSWORD). */
    passwordHash: string;
    now: number;
  },
): Promise<void> {
  const { hostToId, passwordHash, now } = input;
  const [vendor] = await db
    .insert(users)
    .values({
      email: DEMO_VENDOR.email,
      firstname: DEMO_VENDOR.firstname,
      lastname: DEMO_VENDOR.lastname,
      role_id: ROLES.member,
      password_hash: passwordHash,
    })
    .returning({ id: users.id });

  for (const [host, domainId] of hostToId) {
    const members = await db
      .select()
      .from(posts)
      .where(
        and(
          eq(posts.domain_id, domainId),
          eq(posts.post_type_id, POST_TYPES.member),
          eq(posts.post_status_id, POST_STATUSES.published),
          isNull(posts.deleted_at),
        ),
      )
      .orderBy(asc(posts.position), asc(posts.id));
    const truck = members.find((m) => m.title === DEMO_VENDOR.truck) ?? members[0];
    if (!truck) continue;
    await db
      .insert(userDomains)
      .values({ user_id: vendor.id, domain_id: domainId, role_id: ROLES.member });
    await db
      .insert(userMembers)
      .values({ user_id: vendor.id, member_id: truck.id, domain_id: domainId });

    if (host !== DEMO_VENDOR.pendingHost) continue;
    const cuisines = await db
      .select({ id: postCuisines.cuisine_tag_id })
      .from(postCuisines)
      .where(eq(postCuisines.post_id, truck.id));
    const live = snapshotOf(
      truck,
      cuisines.map((c) => c.id),
    );
    await db.insert(postRevisions).values({
      domain_id: domainId,
      post_id: truck.id,
      user_id: vendor.id,
      status: "pending",
      kind: "data",
      fields: ["description"],
      snapshot: { ...live, description: pendingDescription(truck.description) },
      created_at: new Date(now - 3 * HOUR),
    });
  }
}
