import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const settingsRoutes: FastifyPluginAsyncZod = async (_app) => {};
