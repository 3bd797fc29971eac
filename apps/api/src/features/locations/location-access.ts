import { eq, or, type SQL } from "drizzle-orm";
import { locations } from "../../db/schema.ts";
import type { MemberActor } from "../vendors/member-actor.ts";

/**
 * The locations a caller sees (issue 37): staff every one; a member (role 4) the approved ones
 * and those it proposed (another member's place waiting for review is not there for it).
 */
export const visibleLocations = (actor: MemberActor | null): SQL | undefined =>
  actor ? or(eq(locations.status, "approved"), eq(locations.proposed_by, actor.userId)) : undefined;
