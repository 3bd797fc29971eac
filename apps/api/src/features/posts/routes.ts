import {
  idParamsSchema,
  normalizePostUrl,
  postBodyUpdateSchema,
  postCreateSchema,
  postDataSchema,
  postOrderSchema,
  postSchema,
  postSeoItemSchema,
  postSeoUpdateSchema,
  postStatusUpdateSchema,
  postsByTypeQuerySchema,
  postTypeIdSchema,
  typeGroupItemSchema,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf, fullList, listOf, messageData } from "../../http/reply.ts";
import {
  createPost,
  destroyPost,
  movePost,
  restorePost,
  setPostStatus,
  trashPost,
  updatePostBody,
  updatePostData,
  updateSeo,
} from "./commands.ts";
import {
  findPost,
  findPublishedByUrl,
  listPostsByType,
  listSeo,
  listTypeGroup,
} from "./queries.ts";
import { serializePost, serializePosts } from "./serialize.ts";

const postData = dataOf(postSchema);

/**
 * contract.md "Posts". Reads marked `optional` are public (published, untrashed posts of the
 * API host's domain); everything else needs a token and acts on its active domain.
 */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["Posts"];

  app.get(
    "/api/posts/by-type",
    {
      config: { auth: "optional" },
      schema: {
        tags,
        description:
          "Posts of one type, paged. Anonymous callers get published, untrashed posts only. Dates are `YYYY-MM-DD HH:mm:ss` in UTC, both ends inclusive.",
        querystring: postsByTypeQuerySchema,
        response: { 200: listOf(postSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listPostsByType(db, request, query);
      return {
        data: await serializePosts(db, request, rows),
        meta: { total, limit: query.limit, offset: query.offset },
      };
    },
  );

  app.get(
    "/api/posts/by-url",
    {
      config: { auth: "optional" },
      schema: {
        tags,
        description: "The published post at a url (normalized like a saved url).",
        querystring: z.object({ url: z.string().max(255).transform(normalizePostUrl) }),
        response: { 200: postData },
      },
    },
    async (request) => ({
      data: await serializePost(
        db,
        request,
        await findPublishedByUrl(db, request, request.query.url),
      ),
    }),
  );

  app.get(
    "/api/posts/seo-view",
    { schema: { tags, response: { 200: listOf(postSeoItemSchema) } } },
    async (request) => fullList(await listSeo(db, request)),
  );

  app.put(
    "/api/posts/seo",
    {
      schema: {
        tags,
        description: "Saves SEO fields of many posts in one transaction (all or nothing).",
        body: postSeoUpdateSchema,
        response: { 200: listOf(postSeoItemSchema) },
      },
    },
    async (request) => {
      await updateSeo(db, request, request.body.posts);
      return fullList(await listSeo(db, request));
    },
  );

  app.get(
    "/api/posts/:id",
    {
      config: { auth: "optional" },
      schema: {
        tags,
        description:
          "Anonymous: a published, untrashed post. With a token: any post of the domain.",
        params: idParamsSchema,
        response: { 200: postData },
      },
    },
    async (request) => ({
      data: await serializePost(db, request, await findPost(db, request, request.params.id)),
    }),
  );

  app.get(
    "/api/posts/:type/type-group",
    {
      schema: {
        tags,
        description: "Untrashed posts of a type, for option lists.",
        params: z.object({ type: z.coerce.number().pipe(postTypeIdSchema) }),
        response: { 200: listOf(typeGroupItemSchema) },
      },
    },
    async (request) => fullList(await listTypeGroup(db, request, request.params.type)),
  );

  app.post(
    "/api/posts",
    { schema: { tags, body: postCreateSchema, response: { 201: postData } } },
    async (request, reply) => {
      const row = await createPost(db, request, request.body);
      reply.status(201);
      return { data: await serializePost(db, request, row) };
    },
  );

  app.put(
    "/api/posts/:id/body",
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: postBodyUpdateSchema,
        response: { 200: postData },
      },
    },
    async (request) => {
      const row = await updatePostBody(db, request, request.params.id, request.body);
      return { data: await serializePost(db, request, row) };
    },
  );

  app.put(
    "/api/posts/:id/data",
    { schema: { tags, params: idParamsSchema, body: postDataSchema, response: { 200: postData } } },
    async (request) => {
      const row = await updatePostData(db, request, request.params.id, request.body);
      return { data: await serializePost(db, request, row) };
    },
  );

  app.patch(
    "/api/posts/:id/order",
    {
      schema: {
        tags,
        description:
          "Moves the post to this index among the untrashed posts of its type and renumbers them 0..n-1.",
        params: idParamsSchema,
        body: postOrderSchema,
        response: { 200: postData },
      },
    },
    async (request) => {
      const row = await movePost(db, request, request.params.id, request.body.position);
      return { data: await serializePost(db, request, row) };
    },
  );

  app.put(
    "/api/posts/:id/status",
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: postStatusUpdateSchema,
        response: { 200: postData },
      },
    },
    async (request) => {
      const row = await setPostStatus(db, request, request.params.id, request.body.post_status_id);
      return { data: await serializePost(db, request, row) };
    },
  );

  app.put(
    "/api/posts/:id/restore",
    { schema: { tags, params: idParamsSchema, response: { 200: postData } } },
    async (request) => {
      const row = await restorePost(db, request, request.params.id);
      return { data: await serializePost(db, request, row) };
    },
  );

  app.delete(
    "/api/posts/:id",
    {
      schema: {
        tags,
        description: "Moves the post to the trash.",
        params: idParamsSchema,
        response: { 200: postData },
      },
    },
    async (request) => {
      const row = await trashPost(db, request, request.params.id);
      return { data: await serializePost(db, request, row) };
    },
  );

  app.delete(
    "/api/posts/:id/permanently",
    {
      schema: {
        tags,
        description: "Deletes a post in the trash for good; 422 for a post not in the trash.",
        params: idParamsSchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await destroyPost(db, request, request.params.id);
      return { data: { message: "The post was deleted permanently." } };
    },
  );
};
