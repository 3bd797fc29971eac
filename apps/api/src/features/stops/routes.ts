import {
  idParamsSchema,
  ROLES,
  scheduleStopSchema,
  stopInputSchema,
  stopOccurrenceSchema,
  stopScheduleQuerySchema,
  stopScheduleSchema,
  stopSchema,
  stopSeriesListSchema,
  stopSeriesQuerySchema,
  stopsQuerySchema,
} from "@fooddir/contract";
import type { FastifyBaseLogger, FastifyContextConfig, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createDomainMemo } from "../../changes/domain-memo.ts";
import type { Tenant } from "../../db/tenant.ts";
import { itemRoutes } from "../../http/item-routes.ts";
import { dataOf, fullList, listOf } from "../../http/reply.ts";
import { notifierOf } from "../notifications/notify-event.ts";
import { notifyReviewDecided, pendingReviewEvent } from "../notifications/review-events.ts";
import { memberActorOf } from "../vendors/member-actor.ts";
import { memberScopeOf } from "../vendors/member-scope.ts";
import { approveStopNote } from "./approve-stop-note.ts";
import { createStop } from "./create-stop.ts";
import { deleteStop } from "./delete-stop.ts";
import { findStop } from "./find-stop.ts";
import { listPendingStopNotes } from "./list-pending-stop-notes.ts";
import { listStopOccurrencesJson, type StopExpansionMemo } from "./list-stop-occurrences.ts";
import { listStopSchedule } from "./list-stop-schedule.ts";
import { listStopSeries } from "./list-stop-series.ts";
import { rejectStopNote } from "./reject-stop-note.ts";
import type { HeldNoteStop } from "./stop-note.ts";
import { updateStop } from "./update-stop.ts";

/**
 * Where the trucks are (contract.md "Where the trucks are: locations and stops"): anyone reads
 * the occurrences of a window; the domain's team (roles 1-3) adds, changes and deletes stops,
 * and a member (role 4, decision 027) those of its own listings (another listing's stop is 404),
 * within its listing's caps, its notes waiting for staff's review unless the domain trusts
 * members' edits (issue 37). Times in local wall time of the domain's zone in, ISO 8601 with
 * offsets out.
 */
/** A stop's start as a person reads it: `2027-03-14 18:00` (the domain's wall time). */
const wall = (stop: { starts_at: string }) => stop.starts_at.slice(0, 16).replace("T", " ");

export const stopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, changes, mailer, config } = app.deps;
  const notify = notifierOf(app.deps);
  /** A member's note now waits for review: staff are told (issue 38). */
  const noteHeld = (tenant: Tenant, log: FastifyBaseLogger) => (stop: HeldNoteStop) =>
    notify(
      tenant,
      pendingReviewEvent(`A vendor's note on the stop of ${wall(stop)} waits for review`),
      log,
    );
  const expansions: StopExpansionMemo = createDomainMemo(changes);
  const tags = ["Stops"];
  const staff = [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor];

  app.get(
    "/api/stops",
    {
      config: { auth: "optional" },
      schema: {
        summary: "List the stop occurrences of a window",
        tags,
        description:
          "Public: published members only, at approved locations (a location a member proposed shows once staff approve it). The occurrences in [from, to) (dates, local times of the domain's zone, or times with an offset; now to 7 days later by default; at most 62 days apart, else 422), sorted by start, with the zone's offsets and `open_now`; `note` is the approved note only. Filters: member_id, location_id, cuisine (a cuisine tag id). Paged: `limit` (1-1000, default 1000) and `offset`; `meta.total` counts the window's occurrences.",
        querystring: stopsQuerySchema,
        response: { 200: listOf(stopOccurrenceSchema) },
      },
    },
    async (request, reply) =>
      // JSON text written from each occurrence's stored text (Fastify sends a string as is).
      (reply as FastifyReply)
        .type("application/json; charset=utf-8")
        .send(
          await listStopOccurrencesJson(db, request.tenant, request.query, clock(), expansions),
        ),
  );
  // Before /api/stops/:id, so "series" is not read as an id.
  app.get(
    "/api/stops/series",
    {
      config: { auth: "optional", members: true },
      schema: {
        summary: "List the stops as series (for calendar feeds)",
        tags,
        description:
          "Public: published members only, at approved locations. `data` is `{timezone, series}`: the domain's zone (the TZID of every wall time) and each stop as stored (local wall times, the normalized `rrule`, the cancelled local dates `exdates`, `sequence` bumped by every edit, `updated_at`) with `rrule_ical`, the rule as an iCalendar event with a TZID start writes it (UNTIL in UTC), its member and location. `member_id` keeps one member's stops. A signed-in member (role 4) gets its listings' stops only.",
        querystring: stopSeriesQuerySchema,
        response: { 200: dataOf(stopSeriesListSchema) },
      },
    },
    async (request) => ({
      data: await listStopSeries(db, request.tenant, request.query, memberScopeOf(request.auth)),
    }),
  );
  app.get(
    "/api/stops/schedule",
    {
      config: { members: true },
      schema: {
        summary: "Read the schedule of a window (the panel)",
        tags,
        description:
          "The domain's team (roles 1-3), and a member (role 4) for its listings' stops only. `data` is `{timezone, stops, occurrences}`: every stop the filters match that is not over before the window (as stored, with its member of any status but trashed, and location) and their occurrences in [from, to) as GET /api/stops takes the window (now to 7 days later by default, at most 62 days apart), sorted by start. An occurrence's `date` is the local date an entry of `exdates` cancels it with; `recurring` when its stop has a rule.",
        querystring: stopScheduleQuerySchema,
        response: { 200: dataOf(stopScheduleSchema) },
      },
    },
    async (request) => ({
      data: await listStopSchedule(
        db,
        request.tenant,
        request.query,
        clock(),
        memberScopeOf(request.auth),
      ),
    }),
  );
  const path = "/api/stops";
  /** Who writes stops: staff, and a member for its own listings. */
  const writers = { changes: ["stops"], members: true } satisfies FastifyContextConfig;
  itemRoutes(app, {
    path,
    tags,
    item: stopSchema,
    config: writers,
    create: {
      summary: "Create a stop",
      description:
        "Local wall times (`2027-03-14T18:00`); the end after the start and at most 24 hours later (a stop may cross midnight). `rrule`: FREQ=DAILY or WEEKLY with BYDAY, INTERVAL, COUNT or UNTIL; `exdates`: local dates of cancelled occurrences. A one-off time that does not exist in the zone (clocks go forward) is a 422; a series moves such an occurrence forward (decision 022). A member (role 4) adds stops of its own listings only (another `member_id` is a 422) at an approved location or one it proposed; a listing's stops that are not over may number 100 and start 124 occurrences in any 62 days, and a member's stop may not be over already (else a 422 saying so). Unless the domain option `trust_member_edits` is true a member's note waits for review in `pending_note` (`note` stays empty) until staff approve it.",
      body: stopInputSchema,
      run: ({ auth, tenant, log }, body) =>
        createStop(db, tenant, body, memberActorOf(auth, clock()), noteHeld(tenant, log)),
    },
  });
  app.get(
    "/api/stops/pending-notes",
    {
      config: { roles: staff },
      schema: {
        summary: "List the stops whose member's note waits for review",
        tags,
        description:
          "Roles 1-3 (staff's review queue, issue 37): every stop with a `pending_note`, as stored, with its member and location, oldest change first.",
        response: { 200: listOf(scheduleStopSchema) },
      },
    },
    async (request) => fullList(await listPendingStopNotes(db, request.tenant)),
  );
  for (const [verb, operation, description] of [
    [
      "approve-note",
      approveStopNote,
      "Roles 1-3. The member's note waiting on the stop becomes its public `note` and the listing's vendors are told by mail; no note waiting is a 422 on `note`.",
    ],
    [
      "reject-note",
      rejectStopNote,
      "Roles 1-3. Drops the member's note waiting on the stop (the listing's vendors are told by mail); the public `note` stays. No note waiting is a 422 on `note`.",
    ],
  ] as const) {
    app.post(
      `/api/stops/:id/${verb}`,
      {
        config: { roles: staff, changes: ["stops"] },
        schema: {
          summary:
            verb === "approve-note"
              ? "Approve a stop's waiting note"
              : "Reject a stop's waiting note",
          tags,
          description,
          params: idParamsSchema,
          response: { 200: dataOf(stopSchema) },
        },
      },
      async (request) => {
        const row = await operation(db, request.tenant, request.params.id);
        // The listing's vendors hear what staff decided (issue 38).
        const approved = verb === "approve-note";
        const what = `your note on the stop of ${wall(row)}`;
        const key = `stop-note-${approved ? "approved" : "rejected"}:${row.id}:${clock()}`;
        const decided = { memberId: row.member_id, what, approved, key };
        await notifyReviewDecided(db, request.tenant, decided, { mailer, config });
        return { data: row };
      },
    );
  }
  itemRoutes(app, {
    path,
    tags,
    item: stopSchema,
    config: writers,
    read: {
      summary: "Read a stop",
      description: "A stop of the domain; for a member (role 4), of its own listings (else 404).",
      config: { members: true },
      run: (request, id) => findStop(db, request.tenant, id, memberScopeOf(request.auth)),
    },
    update: {
      summary: "Update a stop",
      description:
        "Replaces the stop; cancelling one occurrence adds its date to `exdates`. A member (role 4): another listing's stop is a 404, moving a stop to another listing a 422; the changed stop must fit the caps POST /api/stops names, and unless the domain option `trust_member_edits` is true a changed note waits in `pending_note` (the public `note` stays). Staff's edits set `note` and leave a waiting note waiting.",
      body: stopInputSchema,
      run: ({ auth, tenant, log }, id, body) =>
        updateStop(db, tenant, id, body, memberActorOf(auth, clock()), noteHeld(tenant, log)),
    },
    remove: {
      summary: "Delete a stop",
      description:
        "Deletes the stop with its whole series. A member (role 4): another listing's stop is a 404.",
      run: (request, id) => deleteStop(db, request.tenant, id, memberScopeOf(request.auth)),
    },
  });
};
