import {
  idParamsSchema,
  locationInputSchema,
  locationSchema,
  locationsQuerySchema,
  ROLES,
} from "@fooddir/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tenant } from "../../db/tenant.ts";
import { itemRoutes } from "../../http/item-routes.ts";
import { dataOf } from "../../http/reply.ts";
import { notifierOf } from "../notifications/notify-event.ts";
import { notifyReviewDecided, pendingReviewEvent } from "../notifications/review-events.ts";
import { memberActorOf } from "../vendors/member-actor.ts";
import { approveLocation } from "./approve-location.ts";
import { createLocation } from "./create-location.ts";
import { deleteLocation } from "./delete-location.ts";
import { findLocation } from "./find-location.ts";
import { listLocations } from "./list-locations.ts";
import { rejectLocation } from "./reject-location.ts";
import { updateLocation } from "./update-location.ts";

/**
 * The places trucks park (contract.md "Where the trucks are"): the team of the domain (roles
 * 1-3) lists, creates, edits and deletes them; every write is a `stops` change (the pages that
 * show stops show their places). A member (role 4, decision 027) lists, reads and creates them
 * (for its stops); editing and deleting places others use stays with the team (403). A place a
 * member proposes always waits for the team's review (issue 38), and a member sees the approved
 * places and its own (issue 37).
 */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config } = app.deps;
  const notify = notifierOf(app.deps);
  const tags = ["Locations"];
  const staff = [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor];

  /** The vendor who proposed a place hears what staff decided (issue 38). */
  const placeDecided = async <P extends { name: string; id: number }>(
    tenant: Tenant,
    { place, proposedBy }: { place: P; proposedBy: number | null },
    approved: boolean,
  ) => {
    const decision = {
      userId: proposedBy,
      what: `the place "${place.name}" you proposed`,
      approved,
      key: `place-${approved ? "approved" : "rejected"}:${place.id}`,
    };
    await notifyReviewDecided(db, tenant, decision, { mailer, config });
    return { data: place };
  };

  const path = "/api/locations";
  itemRoutes(app, {
    path,
    tags,
    item: locationSchema,
    config: { changes: ["stops"], members: true },
    list: {
      summary: "List the locations",
      description:
        "The domain's saved places by name; `search` matches name and address; `status=proposed` lists the places members proposed that wait for review (`approved` the others). A member (role 4) lists the approved places and those it proposed.",
      config: { members: true },
      querystring: locationsQuerySchema,
      rows: (request, query) =>
        listLocations(db, request.tenant, query, memberActorOf(request.auth, clock())),
    },
    create: {
      summary: "Create a location",
      description:
        "lat in [-90, 90], lng in [-180, 180]; a 422 names each bad field. A member (role 4) may add 20 places per site (else 422 on `name`); its place is always `proposed` (whatever `trust_member_edits` says): seen only by it and staff, usable for its own stops, which stay off the public pages until staff approve the place.",
      body: locationInputSchema,
      run: async (request, body) => {
        const actor = memberActorOf(request.auth, clock());
        const row = await createLocation(db, request.tenant, body, actor);
        if (row.status === "proposed") {
          const event = pendingReviewEvent(`A vendor proposed the place "${row.name}"`);
          await notify(request.tenant, event, request.log);
        }
        return row;
      },
    },
    read: {
      summary: "Read a location",
      description: "A member (role 4) reads the approved places and those it proposed (else 404).",
      config: { members: true },
      run: (request, id) =>
        findLocation(db, request.tenant, id, memberActorOf(request.auth, clock())),
    },
  });
  app.post(
    "/api/locations/:id/approve",
    {
      config: { roles: staff, changes: ["stops"] },
      schema: {
        summary: "Approve a place a member proposed",
        tags,
        description:
          "Roles 1-3. The proposed place becomes `approved`; its stops show on the public pages, and the vendor who proposed it is told by mail. A place that is not proposed is a 422 on `location`.",
        params: idParamsSchema,
        response: { 200: dataOf(locationSchema) },
      },
    },
    async ({ tenant, params }) =>
      placeDecided(tenant, await approveLocation(db, tenant, params.id), true),
  );
  app.post(
    "/api/locations/:id/reject",
    {
      config: { roles: staff, changes: ["stops"] },
      schema: {
        summary: "Reject a place a member proposed",
        tags,
        description:
          "Roles 1-3. Deletes the proposed place with the stops at it (never public); `removed_stops` says how many; the vendor who proposed it is told by mail. A place that is not proposed is a 422 on `location`.",
        params: idParamsSchema,
        response: {
          200: dataOf(locationSchema.extend({ removed_stops: z.number().int() })),
        },
      },
    },
    async ({ tenant, params }) =>
      placeDecided(tenant, await rejectLocation(db, tenant, params.id), false),
  );
  itemRoutes(app, {
    path,
    tags,
    item: locationSchema,
    config: { changes: ["stops"] },
    update: {
      summary: "Update a location",
      description: "Replaces name, address and coordinates; the stops at it move with it.",
      body: locationInputSchema,
      run: (request, id, body) => updateLocation(db, request.tenant, id, body),
    },
    remove: {
      summary: "Delete a location",
      description: "A location stops still use is a 422 on `location` naming how many.",
      run: (request, id) => deleteLocation(db, request.tenant, id),
    },
  });
};
