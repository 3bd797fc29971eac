import { ROLES } from "@fooddir/contract";
import type { AuthContext } from "../../http/context.ts";

/**
 * A member (role 4) writing stops or locations (issue 37): its listings, its user id (who
 * proposed a place) and the moment of the request (what "upcoming" means for its caps). Null
 * for staff, whose writes are neither capped nor held for review.
 */
export type MemberActor = { scope: readonly number[]; userId: number; now: number };

export const memberActorOf = (auth: AuthContext | null, now: number): MemberActor | null =>
  auth?.roleId === ROLES.member ? { scope: auth.memberIds, userId: auth.userId, now } : null;
