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
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { itemRoutes } from "../../http/item-routes.ts";
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

const flag = z.enum(["0", "1", "true", "false"]).optional();

/**
 * Categories, cuisine tags, FAQ categories and FAQs of the active domain. Lists are public
 * (the public site shows them); writes need a token (roles 1-3 may edit content).
 */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const publicRead = { auth: "optional" } as const;

  itemRoutes(app, {
    path: "/api/categories",
    tags: ["Categories"],
    item: categorySchema,
    config: { changes: ["taxonomy"] },
    list: {
      summary: "List the categories",
      config: publicRead,
      rows: (request) => listCategories(db, request.tenant),
    },
    create: {
      summary: "Create a category",
      body: categoryInputSchema,
      run: (request, body) => createCategory(db, request.tenant, body.name),
    },
    remove: {
      summary: "Delete a category",
      run: (request, id) => deleteCategory(db, request.tenant, id),
    },
  });

  itemRoutes(app, {
    path: "/api/cuisine-tags",
    tags: ["Cuisine tags"],
    item: cuisineTagSchema,
    config: { changes: ["taxonomy"] },
    list: {
      summary: "List the cuisine tags",
      description:
        "Sorted by title; icon_data is a JSON string. Signed-in team members also get members_count.",
      config: publicRead,
      item: cuisineTagListItemSchema,
      rows: (request) => listCuisineTags(db, request.tenant, { withCounts: !!request.auth }),
    },
    create: {
      summary: "Create a cuisine tag",
      description:
        "The title is kept as written; a title another tag of the domain has (any case) is a 422.",
      body: cuisineTagInputSchema,
      run: (request, body) => createCuisineTag(db, request.tenant, body),
    },
    update: {
      summary: "Update a cuisine tag",
      description:
        "icon_data left out keeps the stored icon; a title another tag of the domain has (any case) is a 422.",
      body: cuisineTagInputSchema.extend({ icon_data: iconDataInputSchema.optional() }),
      run: (request, id, body) => updateCuisineTag(db, request.tenant, id, body),
    },
    remove: {
      summary: "Delete a cuisine tag",
      description:
        "Posts carrying the tag lose it; the change event drops the domain's cached pages and public reads.",
      run: (request, id) => deleteCuisineTag(db, request.tenant, id),
    },
  });

  const faqTags = ["FAQ"];
  itemRoutes(app, {
    path: "/api/faq-categories",
    tags: faqTags,
    item: faqCategorySchema,
    config: { changes: ["faq"] },
    list: {
      summary: "List the FAQ categories",
      description: "By position; `withFaqs=1` nests each category's FAQs by position.",
      config: publicRead,
      querystring: z.object({ withFaqs: flag }),
      rows: (request, { withFaqs }) =>
        listFaqCategories(db, request.tenant, withFaqs === "1" || withFaqs === "true"),
    },
    create: {
      summary: "Create a FAQ category",
      body: faqCategoryInputSchema,
      run: (request, body) => createFaqCategory(db, request.tenant, body.name),
    },
    remove: {
      summary: "Delete a FAQ category",
      description: "The category's FAQs stay, without a category.",
      run: (request, id) => deleteFaqCategory(db, request.tenant, id),
    },
  });

  itemRoutes(app, {
    path: "/api/faqs",
    tags: faqTags,
    item: faqSchema,
    config: { changes: ["faq"] },
    list: {
      summary: "List the FAQs",
      config: publicRead,
      rows: (request) => listFaqs(db, request.tenant),
    },
    create: {
      summary: "Create a FAQ",
      body: faqInputSchema,
      run: (request, body) => createFaq(db, request.tenant, body),
    },
    update: {
      summary: "Update a FAQ",
      method: "PATCH",
      body: faqPatchSchema,
      run: (request, id, body) => updateFaq(db, request.tenant, id, body),
    },
    remove: { summary: "Delete a FAQ", run: (request, id) => deleteFaq(db, request.tenant, id) },
  });
};
