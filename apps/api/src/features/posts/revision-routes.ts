import {
  idParamsSchema,
  pendingRevisionSchema,
  pendingRevisionsQuerySchema,
  postSchema,
  ROLES,
  revisionDetailSchema,
  revisionParamsSchema,
  revisionRejectSchema,
  revisionSchema,
  VENDOR_PATHS,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listRoutes } from "../../http/list-route.ts";
import { dataOf } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { assertMemberInScope, memberScopeOf } from "../vendors/member-scope.ts";
import { approveRevision } from "./approve-revision.ts";
import { findPost } from "./find-post.ts";
import { findRevision } from "./find-revision.ts";
import { listPendingRevisions } from "./list-pending-revisions.ts";
import { listRevisions } from "./list-revisions.ts";
import { rejectRevision } from "./reject-revision.ts";
import { restoreRevision } from "./restore-revision.ts";

/**
 * contract.md "Vendors edit their own listing; revisions and review": the revisions of a post
 * (recorded by every post write, record-revision.ts), one version in full, and its restore
 * (roles 1-3); a member (role 4) reads those of its own listings (decision 027). The review of
 * members' changes: the queue, approve and reject (roles 1-3). A revision of another post or
 * another domain is a 404.
 */
export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config, clock } = app.deps;
  const tags = ["Posts"];
  const roles = [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor];
  /** The history of a post: staff, and a member for its own listings. */
  const readers = [...roles, ROLES.member];

  app.get(
    "/api/posts/:id/revisions",
    {
      config: { roles: readers, members: true },
      schema: {
        summary: "List a post's revisions",
        tags,
        description:
          "Every recorded version of the post, newest first: when, who (null when the user was deleted or the scheduler applied it), its status, the kind of write (`create`, `data`, `body`, `status`, `order`, `seo`, `trash`, `restore`, `revert`, `schedule`) and the changed field names (keys of the snapshot, `post_body` for the builder document). Kept: the last 90 days, and the newest 50 of each post. A member's change waiting for review is `pending`; a reviewed one carries `review` (who, when, a rejection's message). Role 4 reads those of its own listings only (another post: 404).",
        params: idParamsSchema,
        response: { 200: dataOf(z.array(revisionSchema)) },
      },
    },
    async (request) => {
      assertMemberInScope(memberScopeOf(request.auth), request.params.id);
      return { data: await listRevisions(db, request.tenant, request.params.id) };
    },
  );

  app.get(
    "/api/posts/:id/revisions/:rid",
    {
      config: { roles: readers, members: true },
      schema: {
        summary: "Read one revision of a post",
        tags,
        description:
          "The revision with `post`: the post's stored fields as they were after that save (media, cuisines and members by id; the builder document as stored); for a pending change, the post as the change would make it. Role 4: its own listings only.",
        params: revisionParamsSchema,
        response: { 200: dataOf(revisionDetailSchema) },
      },
    },
    async (request) => {
      assertMemberInScope(memberScopeOf(request.auth), request.params.id);
      const { id, rid } = request.params;
      return { data: await findRevision(db, request.tenant, { postId: id, revisionId: rid }) };
    },
  );

  app.post(
    "/api/posts/:id/revisions/:rid/restore",
    {
      config: { roles, changes: ["posts", "post_body"] },
      schema: {
        summary: "Restore a revision of a post",
        tags,
        description:
          "Writes the version's title, url, description, status, indexing flags, poster and logo, cuisines (those deleted since are left out), profile and body back, checked like a data save (a url taken since: 422 on `url`; a poster or logo deleted since: 422 on `media`), and records a new `revert` revision. Position, trash and schedule stay as they are. Only an applied revision can be restored (else 422). Answers the post as GET /api/posts/{id} does.",
        params: revisionParamsSchema,
        response: { 200: dataOf(postSchema) },
      },
    },
    async (request) => {
      const { id, rid } = request.params;
      const userId = requireAuth(request).userId;
      await restoreRevision(db, request.tenant, { postId: id, revisionId: rid }, userId);
      return { data: await findPost(db, request.tenant, { id, audience: "team" }) };
    },
  );

  app.post(
    "/api/posts/:id/revisions/:rid/approve",
    {
      config: { roles, changes: ["posts", "post_body"] },
      schema: {
        summary: "Approve a member's change",
        tags,
        description:
          "Roles 1-3. Applies a member's pending change (decision 027): the fields it changed are written through the checks of a restore (a url taken since: 422 on `url`; a poster or logo deleted since: 422 on `media`; nothing is written then), an `applied` revision of the change's kind is recorded with the approver as its author, and the pending revision becomes `applied` with its `review`. The public pages change, and the member who made the change is told by mail (through the job queue, once). A revision that is not pending (approved or rejected already) is a 422 on `revision`. Answers the post as GET /api/posts/{id} does.",
        params: revisionParamsSchema,
        response: { 200: dataOf(postSchema) },
      },
    },
    async (request) => {
      const { id, rid } = request.params;
      const userId = requireAuth(request).userId;
      const now = new Date(clock());
      const notify = { mailer, config, log: request.log };
      const ids = { postId: id, revisionId: rid };
      await approveRevision(db, request.tenant, ids, userId, now, notify);
      return { data: await findPost(db, request.tenant, { id, audience: "team" }) };
    },
  );

  app.post(
    "/api/posts/:id/revisions/:rid/reject",
    {
      // The live post stays as it is: no public page changes.
      config: { roles, changes: false },
      schema: {
        summary: "Reject a member's change",
        tags,
        description:
          "Roles 1-3. Refuses a member's pending change with a message (decision 027): the live post stays, the revision becomes `rejected` with its `review` (who, when, the message), and the member who made it gets the message and the post's title by mail (through the job queue). A revision that is not pending is a 422 on `revision`. Answers the post as GET /api/posts/{id} does.",
        params: revisionParamsSchema,
        body: revisionRejectSchema,
        response: { 200: dataOf(postSchema) },
      },
    },
    async (request) => {
      const { id, rid } = request.params;
      const userId = requireAuth(request).userId;
      await rejectRevision(
        db,
        request.tenant,
        { postId: id, revisionId: rid, message: request.body.message },
        userId,
        { mailer, config, now: new Date(clock()) },
      );
      return { data: await findPost(db, request.tenant, { id, audience: "team" }) };
    },
  );

  listRoutes(app, {
    path: VENDOR_PATHS.pendingRevisions,
    config: { roles },
    tags,
    querystring: pendingRevisionsQuerySchema,
    item: pendingRevisionSchema,
    list: {
      summary: "List the member changes waiting for review",
      description:
        "Roles 1-3. The review queue (decision 027): the pending member changes of the domain, oldest first, each with its author, changed fields and the post it would change (`post`: id, title, url, type). Paged by `limit` and `offset`; `meta.total` counts them all.",
      rows: (request, query) => listPendingRevisions(db, request.tenant, query),
    },
  });
};
