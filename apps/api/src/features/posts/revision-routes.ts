import {
  idParamsSchema,
  postSchema,
  ROLES,
  revisionDetailSchema,
  revisionParamsSchema,
  revisionSchema,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { findPost } from "./find-post.ts";
import { findRevision } from "./find-revision.ts";
import { listRevisions } from "./list-revisions.ts";
import { restoreRevision } from "./restore-revision.ts";

/**
 * contract.md "Vendors edit their own listing; revisions and review": the revisions of a post
 * (recorded by every post write, record-revision.ts), one version in full, and its restore
 * (roles 1-3). A revision of another post or another domain is a 404.
 */
export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["Posts"];
  const roles = [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor];

  app.get(
    "/api/posts/:id/revisions",
    {
      config: { roles },
      schema: {
        summary: "List a post's revisions",
        tags,
        description:
          "Every recorded version of the post, newest first: when, who (null when the user was deleted or the scheduler applied it), its status, the kind of write (`create`, `data`, `body`, `status`, `order`, `seo`, `trash`, `restore`, `revert`, `schedule`) and the changed field names (keys of the snapshot, `post_body` for the builder document). Kept: the last 90 days, and the newest 50 of each post.",
        params: idParamsSchema,
        response: { 200: dataOf(z.array(revisionSchema)) },
      },
    },
    async (request) => ({ data: await listRevisions(db, request.tenant, request.params.id) }),
  );

  app.get(
    "/api/posts/:id/revisions/:rid",
    {
      config: { roles },
      schema: {
        summary: "Read one revision of a post",
        tags,
        description:
          "The revision with `post`: the post's stored fields as they were after that save (media, cuisines and members by id; the builder document as stored).",
        params: revisionParamsSchema,
        response: { 200: dataOf(revisionDetailSchema) },
      },
    },
    async (request) => ({
      data: await findRevision(db, request.tenant, {
        postId: request.params.id,
        revisionId: request.params.rid,
      }),
    }),
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
};
