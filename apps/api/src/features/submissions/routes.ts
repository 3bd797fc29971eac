import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const submissionsRoutes: FastifyPluginAsyncZod = async (_app) => {};
