import {
  idParamsSchema,
  normalizePostUrl,
  postBodyUpdateSchema,
  postCreateSchema,
  postDataSchema,
  postRedirectSchema,
  postSchema,
  postSeoItemSchema,
  postSeoUpdateSchema,
  postsByTypeQuerySchema,
  postTypeIdSchema,
  ROLES,
  typeGroupItemSchema,
} from "@fooddir/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createDomainMemo } from "../../changes/domain-memo.ts";
import { skipChangeEvent } from "../../changes/publish-hook.ts";
import { forbidden } from "../../http/errors.ts";
import { itemRoutes } from "../../http/item-routes.ts";
import { pageOf } from "../../http/list-route.ts";
import { dataOf, fullList, listOf } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { mediaActorOf } from "../media/visible-media.ts";
import { notifierOf } from "../notifications/notify-event.ts";
import { pendingReviewEvent } from "../notifications/review-events.ts";
import { assertMemberInScope, memberScopeOf } from "../vendors/member-scope.ts";
import { resolveBlocksBodySchema, resolvedBlocksSchema } from "./body/resolve-blocks-schema.ts";
import { resolveEditorBlocks } from "./body/resolve-editor-blocks.ts";
import { createPost } from "./create-post.ts";
import { findPost } from "./find-post.ts";
import { findPublishedPostByUrl } from "./find-published-post-by-url.ts";
import { listPostSeo } from "./list-post-seo.ts";
import { listPostsByType } from "./list-posts-by-type.ts";
import { listTypeGroup } from "./list-type-group.ts";
import type { Audience } from "./post-filters.ts";
import { findRedirect } from "./post-redirects.ts";
import { saveMemberPostBody } from "./save-member-post-body.ts";
import { saveMemberPostData } from "./save-member-post-data.ts";
import { type PostRow, serializePost } from "./serialize.ts";
import { updatePostBody } from "./update-post-body.ts";
import { updatePostData } from "./update-post-data.ts";
import { updatePostSeo } from "./update-post-seo.ts";

const postData = dataOf(postSchema);

/** A member (role 4) as its saves take it: the listings it may change and who it is. */
type MemberActor = { scope: readonly number[]; userId: number };

/**
 * A response encoded by its schema and serialized once, as the route's serializer would: the
 * public reads are held as JSON text (per domain and query, until a change event), so repeated
 * reads skip both.
 */
const serialized = <S extends z.ZodType>(schema: S, value: z.output<S>) =>
  JSON.stringify(z.encode(schema, value));

/** Sends JSON text as it is (Fastify serializes only what is not a string). */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type("application/json; charset=utf-8").send(json);

/** A member's change now waits for review (staff are told: notifications/notify-event.ts). */
const changeWaits = (title: string) =>
  pendingReviewEvent(`A vendor changed "${title}"; the change waits for review`);

/** Anonymous callers read as the public site does. */
const audienceOf = (request: FastifyRequest): Audience => (request.auth ? "team" : "public");

/**
 * contract.md "Posts". Reads marked `optional` are public (published, untrashed posts of the
 * API host's domain); everything else needs a token and acts on its active domain.
 */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps;
  const notify = notifierOf(app.deps);
  const tags = ["Posts"];
  // What the public site reads of posts, held per domain and query until a change event of the
  // domain. The memo drops a domain's values on every public topic (posts, post_body, taxonomy,
  // faq, media, settings...), which covers everything a body shows: media items, and the
  // members, cuisines, FAQs and blog posts of its data blocks' `resolved`.
  const publicLists = createDomainMemo<string>(changes);
  const publicPosts = createDomainMemo<string>(changes);
  const listResponse = listOf(postSchema);

  /**
   * A save of a post's fields or body: a member's (role 4, its own listings) may wait for review
   * (then no change event, and staff are told once); staff save at once.
   */
  const savedPost = async (
    request: FastifyRequest,
    save: {
      member: (actor: MemberActor) => Promise<{ row: PostRow; pending: boolean; fresh?: boolean }>;
      staff: (userId: number) => Promise<PostRow>;
    },
  ) => {
    const auth = requireAuth(request);
    const { userId } = auth;
    const scope = memberScopeOf(auth);
    const { tenant } = request;
    if (scope === null) return { data: await serializePost(db, tenant, await save.staff(userId)) };
    const actor = { scope, userId };
    const saved = await save.member(actor);
    if (saved.pending) skipChangeEvent(request);
    if (saved.fresh) await notify(tenant, changeWaits(saved.row.title), request.log);
    return { data: await serializePost(db, tenant, saved.row, actor) };
  };

  app.get(
    "/api/posts/by-type",
    {
      config: { auth: "optional" },
      schema: {
        summary: "List the posts of one type, paged",
        tags,
        description:
          "Posts of one type, paged. Anonymous callers get published, untrashed posts only. Dates are `YYYY-MM-DD HH:mm:ss` in UTC, both ends inclusive. `search` filters by a literal piece of title, url or description; for anonymous callers of member posts (type 2) it matches words of the title, description, cuisine names and menu (by their start, small typos forgiven), best match first, each post with its `highlight`.",
        querystring: postsByTypeQuerySchema,
        response: { 200: listResponse },
      },
    },
    async (request, reply) => {
      const { query, tenant } = request;
      const audience = audienceOf(request);
      const page = async () => {
        const { posts, total } = await listPostsByType(db, tenant, { ...query, audience });
        return pageOf({ rows: posts, total }, query);
      };
      // A search is words a visitor chose: answered afresh, never held beside the site's lists.
      if (audience !== "public" || query.search) return page();
      const json = await publicLists.get(
        tenant.id,
        async () => serialized(listResponse, await page()),
        JSON.stringify(query),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    "/api/posts/by-url",
    {
      config: { auth: "optional" },
      schema: {
        summary: "Read the published post at a url",
        tags,
        description:
          "The published post at a url (normalized like a saved url). Body media are media items (null when gone); MemberGrid, CuisineList, Faq and LatestPosts blocks carry `props.resolved`.",
        querystring: z.object({ url: z.string().max(255).transform(normalizePostUrl) }),
        response: { 200: postData },
      },
    },
    async (request, reply) => {
      // One answer for everyone (memoised per domain): without the staff-only public_url.
      const { siteOrigin: _staffOnly, ...tenant } = request.tenant;
      const load = async () =>
        serialized(postData, { data: await findPublishedPostByUrl(db, tenant, request.query.url) });
      return sendJson(reply, await publicPosts.get(tenant.id, load, request.query.url));
    },
  );

  app.get(
    "/api/posts/redirect",
    {
      config: { auth: "optional" },
      schema: {
        summary: "Find where a former post url leads now",
        tags,
        description:
          "Where a former url of a post leads now: the post's current url when it is published (a url change keeps the old one), else 404. The public site answers the old url with a 301.",
        querystring: z.object({ url: z.string().max(255).transform(normalizePostUrl) }),
        response: { 200: dataOf(postRedirectSchema) },
      },
    },
    async (request) => ({ data: await findRedirect(db, request.tenant, request.query.url) }),
  );

  app.get(
    "/api/posts/seo-view",
    {
      schema: {
        summary: "List the SEO fields of every post",
        tags,
        response: { 200: listOf(postSeoItemSchema) },
      },
    },
    async (request) => fullList(await listPostSeo(db, request.tenant)),
  );

  app.put(
    "/api/posts/seo",
    {
      config: { changes: ["posts", "domains"] },
      schema: {
        summary: "Save the SEO fields of many posts at once",
        tags,
        description:
          "Saves SEO fields of many posts, and optionally the domain's SEO (roles 1-2), in one transaction (all or nothing).",
        body: postSeoUpdateSchema,
        response: { 200: listOf(postSeoItemSchema) },
      },
    },
    async (request) => {
      const { posts: items, domain } = request.body;
      const { roleId, userId } = requireAuth(request);
      if (domain && roleId === ROLES.editor) throw forbidden();
      await updatePostSeo(db, request.tenant, items, domain, userId);
      return fullList(await listPostSeo(db, request.tenant));
    },
  );

  app.get(
    "/api/posts/:id",
    {
      config: { auth: "optional", members: true },
      schema: {
        summary: "Read a post",
        tags,
        description:
          "Anonymous: a published, untrashed post. With a token: any post of the domain, member posts with their `catering` profile and `pending_revision` (the member change waiting for review, or null; never in anonymous reads). A member (role 4) reads its own listings only (another post: 404). Poster, logo and body media are media items (null when gone; for a member, only those GET /api/media/{id} shows it); MemberGrid, CuisineList, Faq and LatestPosts blocks carry `props.resolved` (published content only, for every caller).",
        params: idParamsSchema,
        response: { 200: postData },
      },
    },
    async (request) => {
      assertMemberInScope(memberScopeOf(request.auth), request.params.id);
      return {
        data: await findPost(db, request.tenant, {
          id: request.params.id,
          audience: audienceOf(request),
          actor: mediaActorOf(request.auth),
        }),
      };
    },
  );

  app.post(
    "/api/posts/resolve-blocks",
    {
      config: { changes: false, members: true },
      schema: {
        summary: "Resolve the data of page-builder blocks for a preview",
        tags,
        description: `For the page builder: up to 50 MemberGrid, CuisineList, Faq, LatestPosts, Image, Hero or Gallery blocks (props as the editor holds them) returned as a read of a post would return them: media as media items (null when not in the active domain's library, and for a member (role 4) when it neither uploaded it nor its listings show it: the rule of GET /api/media/{id}) and \`props.resolved\` on data blocks. Props are checked like a saved body's (422 naming \`blocks.N.props.prop\`).`,
        body: resolveBlocksBodySchema,
        response: { 200: dataOf(resolvedBlocksSchema) },
      },
    },
    async (request) => {
      const actor = mediaActorOf(requireAuth(request));
      return { data: await resolveEditorBlocks(db, request.tenant, request.body, actor) };
    },
  );

  app.get(
    "/api/posts/:type/type-group",
    {
      schema: {
        summary: "List the posts of a type for option lists",
        tags,
        description: "Untrashed posts of a type, for option lists.",
        params: z.object({ type: z.coerce.number().pipe(postTypeIdSchema) }),
        response: { 200: listOf(typeGroupItemSchema) },
      },
    },
    async (request) => fullList(await listTypeGroup(db, request.tenant, request.params.type)),
  );

  itemRoutes(app, {
    path: "/api/posts",
    tags,
    item: postSchema,
    config: { changes: ["posts"] },
    create: {
      summary: "Create a post",
      description:
        "Member posts may carry `profile` and `catering` (the catering profile: a `base_location_id` of another domain is a 422 on `catering.base_location_id`); on other types either is a 422. Staff reads return `catering` with its `contact_email`; public reads never do.",
      body: postCreateSchema,
      run: async (request, body) => {
        const row = await createPost(db, request.tenant, body, requireAuth(request).userId);
        return serializePost(db, request.tenant, row);
      },
    },
  });

  app.put(
    "/api/posts/:id/body",
    {
      config: { changes: ["post_body"], members: true },
      schema: {
        summary: "Save a post's page-builder body",
        tags,
        description:
          "A member (role 4, its own listings only; another post is a 404) must keep the live `post_status_id` (else 422 naming it) and place only images it uploaded or its listings show; unless the domain option `trust_member_edits` is true its body waits for review: nothing changes on the site, and the answer is the live post with `pending_revision`.",
        params: idParamsSchema,
        body: postBodyUpdateSchema,
        response: { 200: postData },
      },
    },
    async (request) => {
      const { tenant, params, body } = request;
      return savedPost(request, {
        member: (actor) => saveMemberPostBody(db, tenant, params.id, body, actor),
        staff: (userId) => updatePostBody(db, tenant, params.id, body, userId),
      });
    },
  );

  app.put(
    "/api/posts/:id/data",
    {
      config: { changes: ["posts"], members: true },
      schema: {
        summary: "Save a post's fields",
        tags,
        description:
          "Saves the post's fields in one transaction. Member posts: `profile` and `catering` replace what is stored, null clears, absent keeps. `publish_at` / `unpublish_at` schedule the post (an ISO time with offset, or a wall time of the domain's zone; null clears, absent keeps): a time not in the future, a wall time the zone skips, or an unpublish not after the publish is a 422 at the field. A member (role 4, its own listings only; another post is a 404) changes title, url, description, media, cuisines and profile; every other field it sends must keep its live value (else 422 naming it), and it names only images it uploaded or its listings show. Unless the domain option `trust_member_edits` is true its save waits for review (decision 027): nothing changes on the site, and the answer is the live post with `pending_revision`.",
        params: idParamsSchema,
        body: postDataSchema,
        response: { 200: postData },
      },
    },
    async (request) => {
      const { tenant, params, body } = request;
      const now = new Date(app.deps.clock());
      return savedPost(request, {
        member: (actor) => saveMemberPostData(db, tenant, params.id, body, actor, { now }),
        staff: (userId) => updatePostData(db, tenant, params.id, body, { now, userId }),
      });
    },
  );
};
