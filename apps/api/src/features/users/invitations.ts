import { INVITE_TTL_DAYS, POST_TYPES, ROLES, type RoleId, type UserItem } from "@fooddir/contract";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { hashToken, randomToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { domains, membershipInvitations, posts, users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { personOf } from "./serialize.ts";
import type { Caller, Membership } from "./user-scope.ts";

// Decision 021. A site admin who invites (or re-addresses) an address that has an account on
// sites it does not manage gets the answer of a new user: the item has an id from the users'
// sequence, the names it typed and "invitation pending". The account's owner is mailed a link
// that adds the memberships when accepted; until then nothing of the account shows. The roles
// per domain are in `domain_roles`, the role-4 memberships' listings (decision 027) in
// `member_ids`; accepting binds them (accept-invitation.ts) while they are still live member
// posts. Every path that adds an existing account to a domain (users, vendor invitations,
// re-addressing) comes here: invite-to-domain.ts (issue 37 point 2, decision 029).

export type InvitationRow = typeof membershipInvitations.$inferSelect;

/** Where the invitation link points and what the mail names. */
export type InviteSite = { origin: string; name: string; id: number };

/** What a write that invites someone needs besides the database: the mailer and the site. */
export type InviteDeps = { mailer: Mailer; site: InviteSite; log?: (err: unknown) => void };

const TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60 * 1000;

/** The invitations a caller sees: all for a super admin, else those on its active domain. */
export function visibleInvitations(tenant: Tenant, caller: Caller): SQL | undefined {
  if (caller.roleId === ROLES.superAdmin) return undefined;
  return sql`${membershipInvitations.domain_roles} @> ${JSON.stringify([{ domain_id: tenant.id }])}::jsonb`;
}

/** An invitation the caller may see, or null. */
export async function findVisibleInvitation(db: Db, tenant: Tenant, caller: Caller, id: number) {
  const [row] = await db
    .select()
    .from(membershipInvitations)
    .where(and(eq(membershipInvitations.id, id), visibleInvitations(tenant, caller)))
    .limit(1);
  return row ?? null;
}

/**
 * Invites the account `ownerId` (which the caller may not know of) with the names and address
 * the caller typed, and mails the owner its link. `id` is kept when a pending user or invitation
 * is re-addressed; otherwise a pending invitation of the same account from the same site takes
 * the new memberships (a role-4 one adds its listings to those already invited), so inviting again
 * answers the same id, as for a new user; else a new id from the users' sequence. Returns the
 * invitation.
 */
export async function inviteExistingAccount(
  db: Db,
  { mailer, site, log }: InviteDeps,
  invite: {
    id?: number;
    ownerId: number;
    firstname: string;
    lastname: string;
    email: string;
    memberships: Membership[];
    invitedBy: number;
  },
): Promise<InvitationRow> {
  const pending =
    invite.id === undefined ? await pendingInvitation(db, invite.ownerId, site.id) : null;
  const memberships = pending
    ? mergeMemberships((await invitedMemberships(db, [pending]))[0], invite.memberships)
    : invite.memberships;
  const id = invite.id ?? pending?.id;
  const token = randomToken();
  const values = {
    user_id: invite.ownerId,
    firstname: invite.firstname,
    lastname: invite.lastname,
    email: invite.email,
    ...invitationMemberships(memberships),
    invited_by: invite.invitedBy,
    domain_id: site.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + TTL_MS),
    updated_at: new Date(),
  };
  const [row] = await db
    .insert(membershipInvitations)
    .values(id === undefined ? values : { id, ...values })
    .onConflictDoUpdate({ target: membershipInvitations.id, set: values })
    .returning();
  const link = `${site.origin}/accept-invitation?token=${encodeURIComponent(token)}`;
  const vendorOnly = memberships.every((m) => m.role_id === ROLES.member);
  await mailer
    .send({
      to: invite.email,
      subject: `You're invited to ${site.name}`,
      text: [
        "Hello,",
        "",
        `A site admin of ${site.name} invited ${invite.email} ${vendorOnly ? "to keep a listing up to date on it" : "to join its team"}, and this address already has an account. Open this link to add ${site.name} to your sites; you keep your password and your other sites:`,
        link,
        "",
        `The link works once and expires in ${INVITE_TTL_DAYS} days.`,
        "If you do not want to join, ignore this message: nothing changes.",
      ].join("\n"),
    })
    // The invitation stands either way; the admin may send it again (a new user's mail is the same).
    .catch((err: unknown) => log?.(err));
  return row;
}

/** The pending invitation of the account `ownerId` issued by the site `siteId`, if any. */
async function pendingInvitation(db: Db, ownerId: number, siteId: number) {
  const [row] = await db
    .select()
    .from(membershipInvitations)
    .where(
      and(eq(membershipInvitations.user_id, ownerId), eq(membershipInvitations.domain_id, siteId)),
    )
    .orderBy(asc(membershipInvitations.id))
    .limit(1);
  return row ?? null;
}

/** `before` with `added` over it; a site that stays role 4 keeps its listings and gains the new. */
function mergeMemberships(before: Membership[], added: Membership[]): Membership[] {
  const kept = before.filter((b) => !added.some((a) => a.domain_id === b.domain_id));
  const merged = added.map((a) => {
    const was = before.find((b) => b.domain_id === a.domain_id);
    if (a.role_id !== ROLES.member || was?.role_id !== ROLES.member) return a;
    return { ...a, member_ids: [...new Set([...(was.member_ids ?? []), ...(a.member_ids ?? [])])] };
  });
  return [...kept, ...merged].sort((x, y) => x.domain_id - y.domain_id);
}

/** An invitation's columns of `memberships`: roles per domain, and the role-4 listings. */
export function invitationMemberships(memberships: Membership[]) {
  const listings = memberships.flatMap((m) =>
    m.role_id === ROLES.member ? (m.member_ids ?? []) : [],
  );
  return {
    domain_roles: memberships.map((m) => ({ domain_id: m.domain_id, role_id: m.role_id })),
    member_ids: [...new Set(listings)].sort((a, b) => a - b),
  };
}

/** Whether an invitation the caller sees is addressed to `email` (the caller knows of it). */
export async function visibleInvitationTo(db: Db, tenant: Tenant, caller: Caller, email: string) {
  const [row] = await db
    .select({ id: membershipInvitations.id })
    .from(membershipInvitations)
    .where(and(eq(membershipInvitations.email, email), visibleInvitations(tenant, caller)))
    .limit(1);
  return row !== undefined;
}

/**
 * The memberships each invitation grants, role 4's with their listings: `member_ids` by the
 * listing's domain (rows written before it kept them in their domain_roles entries).
 */
export async function invitedMemberships(db: Db, rows: InvitationRow[]): Promise<Membership[][]> {
  const ids = [...new Set(rows.flatMap((r) => r.member_ids))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: posts.id, domainId: posts.domain_id })
          .from(posts)
          .where(and(inArray(posts.id, ids), eq(posts.post_type_id, POST_TYPES.member)));
  const domainOf = new Map(found.map((p) => [p.id, p.domainId]));
  return rows.map((row) =>
    (row.domain_roles as Membership[]).map((m) => {
      if (m.role_id !== ROLES.member) return { domain_id: m.domain_id, role_id: m.role_id };
      const listed = row.member_ids.filter((id) => domainOf.get(id) === m.domain_id);
      const all = [...new Set([...(m.member_ids ?? []), ...listed])].sort((a, b) => a - b);
      return { domain_id: m.domain_id, role_id: m.role_id, member_ids: all };
    }),
  );
}

/** Invitations in the contract's user shape; memberships outside `managed` are not shown. */
export async function toInvitationItems(
  db: Db,
  rows: InvitationRow[],
  view: { managed: number[] | null; activeDomainId: number },
): Promise<UserItem[]> {
  const ids = [...new Set(rows.flatMap((r) => r.domain_roles.map((m) => m.domain_id)))];
  const refs =
    ids.length === 0
      ? []
      : await db
          .select({ id: domains.id, host: domains.host, name: domains.name })
          .from(domains)
          .where(inArray(domains.id, ids))
          .orderBy(asc(domains.id));
  const granted = await invitedMemberships(db, rows);
  return rows.map((row, i) => {
    const shown = granted[i]
      .filter((m) => view.managed === null || view.managed.includes(m.domain_id))
      .filter((m) => refs.some((d) => d.id === m.domain_id))
      .sort((a, b) => a.domain_id - b.domain_id);
    const active = shown.find((m) => m.domain_id === view.activeDomainId);
    const roleId = (active?.role_id ??
      (shown.length > 0 ? Math.min(...shown.map((m) => m.role_id)) : ROLES.editor)) as RoleId;
    return {
      ...personOf(row, roleId),
      domains: shown.map((m) => refs.find((d) => d.id === m.domain_id) as (typeof refs)[number]),
      domain_roles: shown.map((m) => ({ domain_id: m.domain_id, role_id: m.role_id as 2 | 3 | 4 })),
      member_ids: shown
        .flatMap((m) => (m.role_id === ROLES.member ? (m.member_ids ?? []) : []))
        .sort((a, b) => a - b),
      other_sites: false,
      two_factor_enabled: false,
      disabled: false,
      invitation_pending: true,
      pending_email: null,
      created_at: row.created_at.toISOString(),
    };
  });
}

/** The invitation whose link token is `token`, issued on `siteId`, unexpired, for a live account. */
export async function findInvitationByToken(db: Db, siteId: number, token: string) {
  const [row] = await db
    .select({ invitation: membershipInvitations, disabledAt: users.disabled_at })
    .from(membershipInvitations)
    .innerJoin(users, eq(users.id, membershipInvitations.user_id))
    .where(
      and(
        eq(membershipInvitations.token_hash, hashToken(token)),
        eq(membershipInvitations.domain_id, siteId),
        sql`${membershipInvitations.expires_at} > now()`,
        isNull(users.deleted_at),
      ),
    )
    .limit(1);
  return row && row.disabledAt === null ? row.invitation : null;
}
