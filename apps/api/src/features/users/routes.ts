import {
  ROLES,
  userCreateSchema,
  userItemSchema,
  usersQuerySchema,
  userUpdateSchema,
} from "@fooddir/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicOrigin } from "../../config.ts";
import { itemRoutes } from "../../http/item-routes.ts";
import { listRoutes } from "../../http/list-route.ts";
import { requireAuth } from "../../http/request-context.ts";
import { createUser } from "./create-user.ts";
import { deleteUser } from "./delete-user.ts";
import { findUser } from "./find-user.ts";
import type { InviteDeps } from "./invitations.ts";
import { listUsers } from "./list-users.ts";
import { updateUser } from "./update-user.ts";

/**
 * Users administration (contract.md "Users", "Roles"): super admins manage every user, site
 * admins the users of their active domain (never a super admin) and only their memberships in
 * the domains where they are site admin, editors nothing. Roles are per domain; role 4 (Member)
 * keeps listings (`member_ids`, decision 027).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app.deps;
  const tags = ["Users"];
  const roles = [ROLES.superAdmin, ROLES.siteAdmin];
  /** Invitation and confirm links point to the site of the API host called. */
  const inviteDeps = (request: FastifyRequest): InviteDeps => ({
    mailer,
    site: {
      origin: publicOrigin(config, request.site.host),
      name: request.site.name,
      id: request.site.id,
    },
    log: (err) => request.log.error({ err }, "invitation mail failed"),
  });

  listRoutes(app, {
    path: "/api/users",
    config: { roles },
    tags,
    querystring: usersQuerySchema,
    item: userItemSchema,
    list: {
      summary: "List the users",
      description:
        "Every user for a super admin; for a site admin the users of its active domain, with their memberships (`domains`, `domain_roles`, role 4's `member_ids`) in the sites it manages only. `search` matches name and email.",
      rows: (request, query) => listUsers(db, request.tenant, requireAuth(request), query),
    },
  });

  itemRoutes(app, {
    path: "/api/users",
    tags,
    item: userItemSchema,
    config: { roles, changes: ["users"] },
    create: {
      summary: "Invite a user",
      description:
        "Creates a user without a password and mails them a link (valid 7 days) to choose one, on the site of the API host called. An address with an account the caller may not know of (on sites it does not manage) gets the same answer; that account's owner is mailed an invitation to join instead, listed as the user until accepted (`invitation_pending`). Roles: `domain_roles` (a role per site) or `role_id` + `domain_ids` (one role on each); `role_id: 1` is a global super admin. Role 4 (Member) needs `member_ids`: live member posts of the sites where the user gets role 4 (else 422 on `member_ids`).",
      body: userCreateSchema,
      run: (request, body) =>
        createUser(db, request.tenant, requireAuth(request), body, inviteDeps(request)),
    },
    read: {
      summary: "Read a user",
      config: { roles },
      run: (request, id) => findUser(db, request.tenant, requireAuth(request), id),
    },
    update: {
      summary: "Update a user",
      description:
        "Fields left out stay. `domain_roles` / `domain_ids` replace the memberships in the sites the caller manages (others stay); `role_id` alone sets the role on those. `member_ids` replaces role 4's listings on those sites (left out, they stay; a site that is no longer role 4 loses its listings). A site admin changes name, email or disabled only of a user whose every site it manages (else 403). A new email of a user who has joined waits for the new address's confirm link (`pending_email`); who has not joined yet is invited again at the new address. Disabling ends every session of the user at once; nobody disables themself or changes their own role or sites.",
      body: userUpdateSchema,
      run: (request, id, body) =>
        updateUser(db, request.tenant, requireAuth(request), id, body, inviteDeps(request)),
    },
    remove: {
      summary: "Delete a user",
      description:
        "Soft delete: the email becomes free and every session of the user ends. A site admin deletes only a user whose every site it manages (else 403).",
      run: (request, id) => deleteUser(db, request.tenant, requireAuth(request), id),
    },
  });
};
