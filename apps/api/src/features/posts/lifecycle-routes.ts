import {
  idParamsSchema,
  postOrderSchema,
  postSchema,
  postStatusUpdateSchema,
} from "@fooddir/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { dataOf, messageData } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { destroyPost } from "./destroy-post.ts";
import { movePost } from "./move-post.ts";
import { restorePost } from "./restore-post.ts";
import { type PostRow, serializePost } from "./serialize.ts";
import { setPostStatus } from "./set-post-status.ts";
import { trashPost } from "./trash-post.ts";

/**
 * contract.md "Posts": a post's place, status and trash (staff, the active domain). Each write
 * answers the post as a staff read shows it, except the final delete.
 */
export const postLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["Posts"];
  const postData = dataOf(postSchema);

  /**
   * A staff write of one post at `url` (`changes: posts`), answered with the post as a staff
   * read shows it.
   */
  const postWrite = <B extends z.ZodType>(
    method: "PATCH" | "PUT" | "DELETE",
    url: string,
    doc: { summary: string; description?: string; body?: B },
    write: (
      request: FastifyRequest,
      id: number,
      userId: number,
      body: z.output<B>,
    ) => Promise<PostRow>,
  ) =>
    app.route({
      method,
      url,
      config: { changes: ["posts"] },
      schema: { ...doc, tags, params: idParamsSchema, response: { 200: postData } },
      handler: async (request) => {
        const { id } = request.params as z.output<typeof idParamsSchema>;
        const userId = requireAuth(request).userId;
        const row = await write(request, id, userId, request.body as z.output<B>);
        return { data: await serializePost(db, request.tenant, row) };
      },
    });

  postWrite(
    "PATCH",
    "/api/posts/:id/order",
    {
      summary: "Move a post to another position",
      description:
        "Moves the post to this index among the untrashed posts of its type and renumbers them 0..n-1.",
      body: postOrderSchema,
    },
    (request, id, userId, body) => movePost(db, request.tenant, id, body.position, userId),
  );
  postWrite(
    "PUT",
    "/api/posts/:id/status",
    { summary: "Set a post's status", body: postStatusUpdateSchema },
    (request, id, userId, body) =>
      setPostStatus(db, request.tenant, id, body.post_status_id, userId),
  );
  postWrite(
    "PUT",
    "/api/posts/:id/restore",
    { summary: "Restore a post from the trash" },
    (request, id, userId) => restorePost(db, request.tenant, id, userId),
  );
  postWrite(
    "DELETE",
    "/api/posts/:id",
    { summary: "Move a post to the trash", description: "Moves the post to the trash." },
    (request, id, userId) => trashPost(db, request.tenant, id, userId),
  );

  app.delete(
    "/api/posts/:id/permanently",
    {
      config: { changes: ["posts"] },
      schema: {
        summary: "Delete a trashed post for good",
        tags,
        description: "Deletes a post in the trash for good; 422 for a post not in the trash.",
        params: idParamsSchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await destroyPost(db, request.tenant, request.params.id);
      return { data: { message: "The post was deleted permanently." } };
    },
  );
};
