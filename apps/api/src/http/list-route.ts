import type { FastifyContextConfig, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listOf } from "./reply.ts";

/** The app as a route plugin sees it (zod type provider). */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** A page of a list and the total of the whole match. */
export type Page<T> = { rows: T[]; total: number };
type Paging = { limit: number; offset: number };

/** The `{data, meta}` answer of a paged list. */
export const pageOf = <T>({ rows, total }: Page<T>, { limit, offset }: Paging) => ({
  data: rows,
  meta: { total, limit, offset },
});

/** Sends CSV text as a download that no cache keeps. */
export const sendCsv = (reply: FastifyReply, csv: string, fileName: string) =>
  reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(csv);

type Doc = { summary: string; description: string };

export type ListRoute<Q extends z.ZodType<Paging>, F extends z.ZodType, I extends z.ZodType> = {
  path: string;
  config: FastifyContextConfig;
  tags: string[];
  /** The list's query: its filters and `limit`/`offset`. */
  querystring: Q;
  item: I;
  list: Doc & { rows: (request: FastifyRequest, query: z.output<Q>) => Promise<Page<z.output<I>>> };
  /** The CSV export of the same filters (no paging) at its own path, as a download. */
  csv?: Doc & {
    path: string;
    querystring: F;
    text: (request: FastifyRequest, filters: z.output<F>) => Promise<string>;
    fileName: (request: FastifyRequest) => string;
  };
};

/**
 * A paged list (`GET path` answering `{data, meta}`) and, when given, its CSV export of the same
 * filters: one way for every list to take its filters, page, document itself and download, so
 * their answers and errors (the zod validation's 422) stay alike.
 */
export function listRoutes<Q extends z.ZodType<Paging>, F extends z.ZodType, I extends z.ZodType>(
  app: RouteApp,
  route: ListRoute<Q, F, I>,
): void {
  const { config, tags, list, csv } = route;
  app.get(
    route.path,
    {
      config,
      schema: {
        summary: list.summary,
        tags,
        description: list.description,
        querystring: route.querystring,
        response: { 200: listOf(route.item) },
      },
    },
    async (request) => {
      const query = request.query as z.output<Q>;
      return pageOf(await list.rows(request, query), query);
    },
  );
  if (!csv) return;
  app.get(
    csv.path,
    {
      config,
      schema: {
        summary: csv.summary,
        tags,
        description: csv.description,
        querystring: csv.querystring,
        response: {
          200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const text = await csv.text(request, request.query as z.output<F>);
      return sendCsv(reply, text, csv.fileName(request));
    },
  );
}
