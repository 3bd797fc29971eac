import {
  categoryInputSchema,
  categorySchema,
  cuisineTagInputSchema,
  cuisineTagListItemSchema,
  cuisineTagSchema,
  faqCategoryInputSchema,
  faqCategorySchema,
  faqInputSchema,
  faqPatchSchema,
  faqSchema,
  iconDataInputSchema,
  idParamsSchema,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf, fullList, listOf, messageData } from "../../http/reply.ts";
import { createCategory } from "./create-category.ts";
import { createCuisineTag } from "./create-cuisine-tag.ts";
import { createFaq } from "./create-faq.ts";
import { createFaqCategory } from "./create-faq-category.ts";
import { deleteCategory } from "./delete-category.ts";
import { deleteCuisineTag } from "./delete-cuisine-tag.ts";
import { deleteFaq } from "./delete-faq.ts";
import { deleteFaqCategory } from "./delete-faq-category.ts";
import { listCategories } from "./list-categories.ts";
import { listCuisineTags } from "./list-cuisine-tags.ts";
import { listFaqCategories } from "./list-faq-categories.ts";
import { listFaqs } from "./list-faqs.ts";
import { updateCuisineTag } from "./update-cuisine-tag.ts";
import { updateFaq } from "./update-faq.ts";

const deleted = { data: { message: "Deleted." } };
const flag = z.enum(["0", "1", "true", "false"]).optional();

/**
 * Categories, cuisine tags, FAQ categories and FAQs of the active domain. Lists are public
 * (the public site shows them); writes need a token (roles 1-3 may edit content).
 */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const publicRead = { auth: "optional" } as const;

  // Categories
  app.get(
    "/api/categories",
    {
      config: publicRead,
      schema: {
        summary: "List the categories",
        tags: ["Categories"],
        response: { 200: listOf(categorySchema) },
      },
    },
    async (request) => fullList(await listCategories(db, request.tenant)),
  );
  app.post(
    "/api/categories",
    {
      config: { changes: ["taxonomy"] },
      schema: {
        summary: "Create a category",
        tags: ["Categories"],
        body: categoryInputSchema,
        response: { 201: dataOf(categorySchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await createCategory(db, request.tenant, request.body.name) };
    },
  );
  app.delete(
    "/api/categories/:id",
    {
      config: { changes: ["taxonomy"] },
      schema: {
        summary: "Delete a category",
        tags: ["Categories"],
        params: idParamsSchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await deleteCategory(db, request.tenant, request.params.id);
      return deleted;
    },
  );

  // Cuisine tags
  const cuisineTags = ["Cuisine tags"];
  app.get(
    "/api/cuisine-tags",
    {
      config: publicRead,
      schema: {
        summary: "List the cuisine tags",
        tags: cuisineTags,
        description:
          "Sorted by title; icon_data is a JSON string. Signed-in team members also get members_count.",
        response: { 200: listOf(cuisineTagListItemSchema) },
      },
    },
    async (request) =>
      fullList(await listCuisineTags(db, request.tenant, { withCounts: !!request.auth })),
  );
  app.post(
    "/api/cuisine-tags",
    {
      config: { changes: ["taxonomy"] },
      schema: {
        summary: "Create a cuisine tag",
        tags: cuisineTags,
        description:
          "The title is kept as written; a title another tag of the domain has (any case) is a 422.",
        body: cuisineTagInputSchema,
        response: { 201: dataOf(cuisineTagSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await createCuisineTag(db, request.tenant, request.body) };
    },
  );
  app.put(
    "/api/cuisine-tags/:id",
    {
      config: { changes: ["taxonomy"] },
      schema: {
        summary: "Update a cuisine tag",
        tags: cuisineTags,
        description:
          "icon_data left out keeps the stored icon; a title another tag of the domain has (any case) is a 422.",
        params: idParamsSchema,
        body: cuisineTagInputSchema.extend({ icon_data: iconDataInputSchema.optional() }),
        response: { 200: dataOf(cuisineTagSchema) },
      },
    },
    async (request) => ({
      data: await updateCuisineTag(db, request.tenant, request.params.id, request.body),
    }),
  );
  app.delete(
    "/api/cuisine-tags/:id",
    {
      config: { changes: ["taxonomy"] },
      schema: {
        summary: "Delete a cuisine tag",
        tags: cuisineTags,
        description:
          "Posts carrying the tag lose it; the change event drops the domain's cached pages and public reads.",
        params: idParamsSchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await deleteCuisineTag(db, request.tenant, request.params.id);
      return deleted;
    },
  );

  // FAQ categories
  const faqTags = ["FAQ"];
  app.get(
    "/api/faq-categories",
    {
      config: publicRead,
      schema: {
        summary: "List the FAQ categories",
        tags: faqTags,
        description: "By position; `withFaqs=1` nests each category's FAQs by position.",
        querystring: z.object({ withFaqs: flag }),
        response: { 200: listOf(faqCategorySchema) },
      },
    },
    async (request) => {
      const withFaqs = request.query.withFaqs === "1" || request.query.withFaqs === "true";
      return fullList(await listFaqCategories(db, request.tenant, withFaqs));
    },
  );
  app.post(
    "/api/faq-categories",
    {
      config: { changes: ["faq"] },
      schema: {
        summary: "Create a FAQ category",
        tags: faqTags,
        body: faqCategoryInputSchema,
        response: { 201: dataOf(faqCategorySchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await createFaqCategory(db, request.tenant, request.body.name) };
    },
  );
  app.delete(
    "/api/faq-categories/:id",
    {
      config: { changes: ["faq"] },
      schema: {
        summary: "Delete a FAQ category",
        tags: faqTags,
        description: "The category's FAQs stay, without a category.",
        params: idParamsSchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await deleteFaqCategory(db, request.tenant, request.params.id);
      return deleted;
    },
  );

  // FAQs
  app.get(
    "/api/faqs",
    {
      config: publicRead,
      schema: { summary: "List the FAQs", tags: faqTags, response: { 200: listOf(faqSchema) } },
    },
    async (request) => fullList(await listFaqs(db, request.tenant)),
  );
  app.post(
    "/api/faqs",
    {
      config: { changes: ["faq"] },
      schema: {
        summary: "Create a FAQ",
        tags: faqTags,
        body: faqInputSchema,
        response: { 201: dataOf(faqSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await createFaq(db, request.tenant, request.body) };
    },
  );
  app.patch(
    "/api/faqs/:id",
    {
      config: { changes: ["faq"] },
      schema: {
        summary: "Update a FAQ",
        tags: faqTags,
        params: idParamsSchema,
        body: faqPatchSchema,
        response: { 200: dataOf(faqSchema) },
      },
    },
    async (request) => ({
      data: await updateFaq(db, request.tenant, request.params.id, request.body),
    }),
  );
  app.delete(
    "/api/faqs/:id",
    {
      config: { changes: ["faq"] },
      schema: {
        summary: "Delete a FAQ",
        tags: faqTags,
        params: idParamsSchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await deleteFaq(db, request.tenant, request.params.id);
      return deleted;
    },
  );
};
