import {
  idParamsSchema,
  postOrderSchema,
  postSchema,
  postStatusUpdateSchema,
} from "@fooddir/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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

  /** A staff write of one post, answered with the post as a staff read shows it. */
  const writtenPost = async (
    request: FastifyRequest,
    write: (userId: number) => Promise<PostRow>,
  ) => {
    const row = await write(requireAuth(request).userId);
    return { data: await serializePost(db, request.tenant, row) };
  };

  app.patch(
    "/api/posts/:id/order",
    {
      config: { changes: ["posts"] },
      schema: {
        summary: "Move a post to another position",
        tags,
        description:
          "Moves the post to this index among the untrashed posts of its type and renumbers them 0..n-1.",
        params: idParamsSchema,
        body: postOrderSchema,
        response: { 200: postData },
      },
    },
    async (request) =>
      writtenPost(request, (userId) =>
        movePost(db, request.tenant, request.params.id, request.body.position, userId),
      ),
  );

  app.put(
    "/api/posts/:id/status",
    {
      config: { changes: ["posts"] },
      schema: {
        summary: "Set a post's status",
        tags,
        params: idParamsSchema,
        body: postStatusUpdateSchema,
        response: { 200: postData },
      },
    },
    async (request) =>
      writtenPost(request, (userId) =>
        setPostStatus(db, request.tenant, request.params.id, request.body.post_status_id, userId),
      ),
  );

  app.put(
    "/api/posts/:id/restore",
    {
      config: { changes: ["posts"] },
      schema: {
        summary: "Restore a post from the trash",
        tags,
        params: idParamsSchema,
        response: { 200: postData },
      },
    },
    async (request) =>
      writtenPost(request, (userId) => restorePost(db, request.tenant, request.params.id, userId)),
  );

  app.delete(
    "/api/posts/:id",
    {
      config: { changes: ["posts"] },
      schema: {
        summary: "Move a post to the trash",
        tags,
        description: "Moves the post to the trash.",
        params: idParamsSchema,
        response: { 200: postData },
      },
    },
    async (request) =>
      writtenPost(request, (userId) => trashPost(db, request.tenant, request.params.id, userId)),
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
