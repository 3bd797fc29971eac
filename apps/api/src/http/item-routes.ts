import { idParamsSchema } from "@fooddir/contract";
import type { FastifyContextConfig, FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import type { RouteApp } from "./list-route.ts";
import { dataOf, fullList, listOf, messageData } from "./reply.ts";

/** A route's summary and, when it needs one, its description. */
type Doc = { summary: string; description?: string };
/** A write route's own `config` when it differs from the collection's (`ItemRoutes.config`). */
type Write = Doc & { config?: FastifyContextConfig };

export type ItemRoutes<
  I extends z.ZodType,
  L extends z.ZodType,
  Q extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
> = {
  /** The collection's path; one item is `<path>/:id`. */
  path: string;
  tags: string[];
  /** One item as a write answers it. */
  item: I;
  /** Who may write and what a write changes (every write route of the collection). */
  config?: FastifyContextConfig;
  /** `GET path`: the whole list (no paging), `{data, meta}`. */
  list?: Doc & {
    config: FastifyContextConfig;
    /** The list's item when it is not `item` (a list shows more or less of each). */
    item?: L;
    querystring?: Q;
    rows: (request: FastifyRequest, query: z.output<Q>) => Promise<z.output<L>[]>;
  };
  /** `POST path`: 201 with the new item. */
  create?: Write & {
    body: C;
    run: (request: FastifyRequest, body: z.output<C>) => Promise<unknown>;
  };
  /** `GET <path>/:id`: one item. */
  read?: Doc & {
    config: FastifyContextConfig;
    run: (request: FastifyRequest, id: number) => Promise<unknown>;
  };
  /** `PUT <path>/:id` (or PATCH): the item as saved. */
  update?: Write & {
    method?: "PATCH";
    body: U;
    run: (request: FastifyRequest, id: number, body: z.output<U>) => Promise<unknown>;
  };
  /** `DELETE <path>/:id`: `message` (by default `Deleted.`). */
  remove?: Write & {
    message?: string;
    run: (request: FastifyRequest, id: number) => Promise<unknown>;
  };
};

const withDescription = ({ summary, description }: Doc) =>
  description === undefined ? { summary } : { summary, description };

const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParamsSchema>).id;

/**
 * The list, create, read, update and delete routes of one kind of item of the active domain (a
 * category, a FAQ, a social link...), registered in that order: the same answers (`{data}`, 201
 * on create, `Deleted.`), the same id parameter and the same OpenAPI entries for every such kind.
 * Routes that do more than store the item stay written out beside it.
 */
export function itemRoutes<
  I extends z.ZodType,
  L extends z.ZodType,
  Q extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(app: RouteApp, routes: ItemRoutes<I, L, Q, C, U>): void {
  const { path, tags, list, create, read, update, remove } = routes;
  const configOf = (write: Write) => write.config ?? routes.config;
  /** A route's schema: its doc, the collection's tags and what else it declares. */
  const schemaOf = (doc: Doc, rest: FastifySchema): FastifySchema => ({
    ...withDescription(doc),
    tags,
    ...rest,
  });
  const itemData = dataOf(routes.item);
  if (list) {
    const schema = schemaOf(list, {
      ...(list.querystring && { querystring: list.querystring }),
      response: { 200: listOf(list.item ?? routes.item) },
    });
    app.get(path, { config: list.config, schema }, async (request) =>
      fullList(await list.rows(request, request.query as z.output<Q>)),
    );
  }
  if (create) {
    const schema = schemaOf(create, {
      body: create.body,
      response: { 201: itemData },
    });
    app.post(path, { config: configOf(create), schema }, async (request, reply) => {
      const data = await create.run(request, request.body as z.output<C>);
      reply.status(201);
      return { data };
    });
  }
  if (read) {
    const schema = schemaOf(read, {
      params: idParamsSchema,
      response: { 200: itemData },
    });
    app.get(`${path}/:id`, { config: read.config, schema }, async (request) => ({
      data: await read.run(request, idOf(request)),
    }));
  }
  if (update) {
    const schema = schemaOf(update, {
      params: idParamsSchema,
      body: update.body,
      response: { 200: itemData },
    });
    const handler = async (request: FastifyRequest) => ({
      data: await update.run(request, idOf(request), request.body as z.output<U>),
    });
    const options = { config: configOf(update), schema };
    if (update.method === "PATCH") app.patch(`${path}/:id`, options, handler);
    else app.put(`${path}/:id`, options, handler);
  }
  if (remove) {
    const schema = schemaOf(remove, {
      params: idParamsSchema,
      response: { 200: messageData },
    });
    app.delete(`${path}/:id`, { config: configOf(remove), schema }, async (request) => {
      await remove.run(request, idOf(request));
      return { data: { message: remove.message ?? "Deleted." } };
    });
  }
}
