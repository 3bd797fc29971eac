import {
  idParamsSchema,
  locationInputSchema,
  locationSchema,
  locationsQuerySchema,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataOf, fullList, listOf, messageData } from "../../http/reply.ts";
import { createLocation } from "./create-location.ts";
import { deleteLocation } from "./delete-location.ts";
import { findLocation } from "./find-location.ts";
import { listLocations } from "./list-locations.ts";
import { updateLocation } from "./update-location.ts";

/**
 * The places trucks park (contract.md "Where the trucks are"): the team of the domain (roles
 * 1-3) lists, creates, edits and deletes them; every write is a `stops` change (the pages that
 * show stops show their places). A member (role 4, decision 027) lists, reads and creates them
 * (for its stops); editing and deleting places others use stays with the team (403).
 */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["Locations"];

  app.get(
    "/api/locations",
    {
      config: { members: true },
      schema: {
        summary: "List the locations",
        tags,
        description: "The domain's saved places by name; `search` matches name and address.",
        querystring: locationsQuerySchema,
        response: { 200: listOf(locationSchema) },
      },
    },
    async (request) => fullList(await listLocations(db, request.tenant, request.query)),
  );
  app.post(
    "/api/locations",
    {
      config: { changes: ["stops"], members: true },
      schema: {
        summary: "Create a location",
        tags,
        description: "lat in [-90, 90], lng in [-180, 180]; a 422 names each bad field.",
        body: locationInputSchema,
        response: { 201: dataOf(locationSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await createLocation(db, request.tenant, request.body) };
    },
  );
  app.get(
    "/api/locations/:id",
    {
      config: { members: true },
      schema: {
        summary: "Read a location",
        tags,
        params: idParamsSchema,
        response: { 200: dataOf(locationSchema) },
      },
    },
    async (request) => ({ data: await findLocation(db, request.tenant, request.params.id) }),
  );
  app.put(
    "/api/locations/:id",
    {
      config: { changes: ["stops"] },
      schema: {
        summary: "Update a location",
        tags,
        description: "Replaces name, address and coordinates; the stops at it move with it.",
        params: idParamsSchema,
        body: locationInputSchema,
        response: { 200: dataOf(locationSchema) },
      },
    },
    async (request) => ({
      data: await updateLocation(db, request.tenant, request.params.id, request.body),
    }),
  );
  app.delete(
    "/api/locations/:id",
    {
      config: { changes: ["stops"] },
      schema: {
        summary: "Delete a location",
        tags,
        description: "A location stops still use is a 422 on `location` naming how many.",
        params: idParamsSchema,
        response: { 200: messageData },
      },
    },
    async (request) => {
      await deleteLocation(db, request.tenant, request.params.id);
      return { data: { message: "Deleted." } };
    },
  );
};
