import {
  API_PATHS,
  idParamsSchema,
  PREVIEW_LINK_INVALID,
  PREVIEW_LINK_TTL_HOURS,
  postSchema,
  previewLinkBodySchema,
  previewLinkSchema,
  previewMetaSchema,
  previewQuerySchema,
  ROLES,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicOrigin } from "../../config.ts";
import { PRIVATE_NO_STORE } from "../../http/private-responses.ts";
import { dataOf } from "../../http/reply.ts";
import { createPreviewLink } from "./create-preview-link.ts";
import { findPreviewPost } from "./find-preview-post.ts";

/**
 * Preview links (contract.md "Vendors edit their own listing; revisions and review", issue 24):
 * the team signs a link to a post, a draft included, that shows it signed out as its public page
 * would for PREVIEW_LINK_TTL_HOURS (`/preview/{token}` on the post's site, never indexed or
 * cached). The token only reads: no write accepts it.
 */
export const postPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock } = app.deps;
  const now = () => new Date(clock());
  const tags = ["Posts"];

  app.post(
    "/api/posts/:id/preview-link",
    {
      config: { roles: [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor], changes: false },
      schema: {
        summary: "Create a preview link of a post",
        tags,
        description: `Roles 1-3. A signed link to the post as its public page would show it, whatever its status (a draft included): \`url\` is \`/preview/{token}\` on the post's own site (PUBLIC_URL), \`expires_at\` ${PREVIEW_LINK_TTL_HOURS} hours from now. Anyone holding the link can read the post until then, signed out; the page is never indexed or cached. Stores nothing. A post in the trash is a 422; another domain's post a 404. With \`revision_id\` (optional body) of a member's change waiting for review, the link shows the post as the change would make it, until the change is approved or rejected (another post's revision: 404; one not pending: 422 on \`revision\`).`,
        params: idParamsSchema,
        // Optional: Fastify validates an absent body as null.
        body: previewLinkBodySchema.nullish(),
        response: { 200: dataOf(previewLinkSchema) },
      },
    },
    async (request) => {
      const { tenant } = request;
      const link = await createPreviewLink(db, tenant, {
        id: request.params.id,
        origin: publicOrigin(config, tenant.host),
        secret: config.appSecret,
        now: now(),
        revisionId: request.body?.revision_id,
      });
      return { data: link };
    },
  );

  app.get(
    API_PATHS.postPreview,
    {
      config: { auth: "none" },
      schema: {
        summary: "Read a post through its preview link",
        tags,
        description: `Public: the token of a preview link is the credential. The post exactly as \`GET /api/posts/by-url\` returns a published one (body media as media items, data blocks with \`props.resolved\`), whatever its status; \`meta.expires_at\` says when the link stops working, \`meta.publish_at\` when the scheduler publishes the post (null: not scheduled). A forged or expired token, another domain's, or a post in the trash is a 404 \`${PREVIEW_LINK_INVALID}\` Never cached (\`Cache-Control: private, no-store\`).`,
        querystring: previewQuerySchema,
        response: { 200: z.object({ data: postSchema, meta: previewMetaSchema }) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE_NO_STORE);
      const { post, ...meta } = await findPreviewPost(db, request.tenant, {
        token: request.query.token,
        secret: config.appSecret,
        now: now(),
      });
      return { data: post, meta };
    },
  );
};
