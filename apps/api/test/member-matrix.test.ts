import { POST_STATUSES, POST_TYPES, ROLES } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { call } from "./helpers.ts";
import {
  type Answer,
  createMemberMatrixTestApp,
  type Open,
  type OtherExpect,
  rowsOf,
  scheduleMembers,
  seriesMembers,
} from "./member-matrix-fixtures.ts";

/**
 * The role-4 matrix (issue 25 "Done means" 1, contract.md "Vendors edit their own listing",
 * decision 027): the demo vendor calls every operation of the OpenAPI document, read at run time
 * like openapi-fuzz.test.ts, so a new operation is checked without touching this file:
 * - an operation of OPEN (decision 027's "What a member may call") answers the member (not 403:
 *   2xx, or 422 for a minimal body) with the ids of its own listing, stop and media, and 404
 *   with another listing's (422 `errors.member_id` when a body names another listing; a list
 *   holds none of another listing's rows);
 * - an operation of PUBLIC needs no token: the member calls it as anyone (a public read answers
 *   it as a visitor);
 * - every other operation is 403 for the member whatever the ids, and 401 without a token. A new
 *   operation that is neither 403 nor in a table fails here until someone decides.
 * docs/role-4-matrix.md is the table of outcomes.
 */
const ctx = await createMemberMatrixTestApp();
const { app, operations, CATERING, OWN, OTHER, OTHER_STOP, ownPost, otherPost } = ctx;
const { LOCATION, CATERING_LOCATION, OWN_REVISION, OTHER_REVISION, ownMedia, OWN_MEDIA } = ctx;
const { OTHER_MEDIA, admin, stopBody, ownStop, OWN_STOP, signIn, member, dataBody, bodyBody } = ctx;
const { send, scopedTo } = ctx;

// ---------------------------------------------------------------- the tables

/**
 * What a member may call: decision 027 (docs/decisions/027-vendor-accounts-and-review.md, "What
 * a member may call") is the source; keep both lists the same. Routes say `config.members`.
 */
const OPEN: Record<string, Open> = {
  // Its account (read, names, password, two-factor), roles, its domain.
  "GET /api/account": {
    own: () => ({}),
    ownCheck: (res) => {
      const data = res.body.data as { role: { id: number }; member_ids?: number[] };
      expect(data.role.id).toBe(ROLES.member);
      expect(data.member_ids).toEqual([OWN]);
    },
  },
  "POST /api/account": { own: () => ({ body: {} }) },
  "POST /api/account/two-factor": { own: () => ({ body: {} }) },
  "POST /api/account/two-factor/confirm": { own: () => ({ body: {} }) },
  "DELETE /api/account/two-factor": { own: () => ({ body: {} }) },
  "GET /api/roles": { own: () => ({}) },
  "GET /api/domains": { own: () => ({}) },
  "GET /api/domains/current": { own: () => ({}) },
  // Its sessions: sign out, and switch to another site it keeps a listing on.
  "POST /api/auth/logout": { own: () => ({ freshToken: true }) },
  "POST /api/auth/switch-domain": {
    own: () => ({ freshToken: true, body: { domain_id: CATERING } }),
  },
  // Its member posts: read, data, body, revisions.
  "GET /api/posts/{id}": {
    own: () => ({ path: { id: OWN } }),
    ownCheck: (res) => expect((res.body.data as { id: number }).id).toBe(OWN),
    other: () => ({ path: { id: OTHER } }),
  },
  "PUT /api/posts/{id}/data": {
    own: () => ({
      path: { id: OWN },
      body: dataBody(ownPost, "Now with a weekday lunch menu (matrix)."),
    }),
    other: () => ({ path: { id: OTHER }, body: dataBody(otherPost, "Not mine.") }),
  },
  "PUT /api/posts/{id}/body": {
    own: () => ({ path: { id: OWN }, body: bodyBody(ownPost) }),
    other: () => ({ path: { id: OTHER }, body: bodyBody(otherPost) }),
  },
  "GET /api/posts/{id}/revisions": {
    own: () => ({ path: { id: OWN } }),
    other: () => ({ path: { id: OTHER } }),
  },
  "GET /api/posts/{id}/revisions/{rid}": {
    own: () => ({ path: { id: OWN, rid: OWN_REVISION } }),
    other: () => ({ path: { id: OTHER, rid: OTHER_REVISION } }),
    more: [
      {
        what: "its post, another's revision",
        call: () => ({ path: { id: OWN, rid: OTHER_REVISION } }),
        expect: "404",
      },
    ],
  },
  // The page builder.
  "POST /api/posts/resolve-blocks": { own: () => ({ body: { blocks: [] } }) },
  // Media it uploaded (plus its listings' current images).
  "POST /api/media": { own: () => ({ upload: true }) },
  "GET /api/media": {
    own: () => ({ query: "limit=500" }),
    ownCheck: (res) => {
      const ids = rowsOf(res).map((m) => m.id);
      expect(ids).toContain(OWN_MEDIA);
      expect(ids).not.toContain(OTHER_MEDIA);
    },
  },
  "GET /api/media/{id}": {
    own: () => ({ path: { id: OWN_MEDIA } }),
    other: () => ({ path: { id: OTHER_MEDIA } }),
    more: [
      {
        what: "its listing's current poster",
        call: () => ({ path: { id: ownPost.poster_id! } }),
        expect: (res) => expect(res.status).toBe(200),
      },
    ],
  },
  "PUT /api/media/{id}": {
    own: () => ({ path: { id: OWN_MEDIA }, body: { alt: "Our truck at the harbor" } }),
    other: () => ({ path: { id: OTHER_MEDIA }, body: { alt: "Not mine" } }),
  },
  "DELETE /api/media/{id}": {
    own: async () => ({ path: { id: await ownMedia() } }),
    other: () => ({ path: { id: OTHER_MEDIA } }),
  },
  // Locations: the domain's (list, read, create); another domain's is 404.
  "GET /api/locations": { own: () => ({}) },
  "POST /api/locations": { own: () => ({ body: {} }) },
  // Places for an address (issue 38): a vendor proposing a spot looks its address up too (no q: 422, past the role check).
  "GET /api/geocode": { own: () => ({}) },
  "GET /api/locations/{id}": {
    own: () => ({ path: { id: LOCATION.id } }),
    other: () => ({ path: { id: CATERING_LOCATION.id } }),
  },
  // Its stops.
  "POST /api/stops": {
    own: () => ({ body: stopBody(OWN) }),
    other: () => ({ body: stopBody(OTHER) }),
    otherExpect: "member_id",
  },
  "GET /api/stops/schedule": {
    own: () => ({}),
    ownCheck: (res) => {
      scopedTo(scheduleMembers)(res);
      expect(scheduleMembers(res).length).toBeGreaterThan(0);
    },
    other: () => ({ query: `member_id=${OTHER}` }),
    otherExpect: scopedTo(scheduleMembers),
  },
  "GET /api/stops/series": {
    own: () => ({}),
    ownCheck: (res) => {
      scopedTo(seriesMembers)(res);
      expect(seriesMembers(res).length).toBeGreaterThan(0);
    },
    other: () => ({ query: `member_id=${OTHER}` }),
    otherExpect: scopedTo(seriesMembers),
  },
  "GET /api/stops/{id}": {
    own: () => ({ path: { id: OWN_STOP } }),
    other: () => ({ path: { id: OTHER_STOP } }),
  },
  "PUT /api/stops/{id}": {
    own: () => ({ path: { id: OWN_STOP }, body: stopBody(OWN) }),
    other: () => ({ path: { id: OTHER_STOP }, body: stopBody(OWN) }),
    more: [
      {
        what: "its stop moved to another listing",
        call: () => ({ path: { id: OWN_STOP }, body: stopBody(OTHER) }),
        expect: "member_id",
      },
    ],
  },
  "DELETE /api/stops/{id}": {
    own: async () => ({ path: { id: await ownStop() } }),
    other: () => ({ path: { id: OTHER_STOP } }),
  },
  // The catering requests sent to its listings (answered through POST /api/catering-responses).
  "GET /api/member/catering-requests": {
    own: () => ({}),
    ownCheck: (res) => {
      for (const row of rowsOf(res)) expect(row.member?.id).toBe(OWN);
    },
  },
};

/**
 * Operations that need no token (auth "none", "refresh" or "optional"): a member calls them as
 * anyone does; on a public read its token is ignored (it reads as a visitor). Those also in OPEN
 * (GET /api/posts/{id}, GET /api/domains/current, GET /api/stops/series) read the member's scope.
 */
const PUBLIC = new Set([
  "POST /api/auth/login",
  "POST /api/auth/refresh-tokens",
  "POST /api/account/reset-password",
  "POST /api/account/change-password",
  "POST /api/account/email/confirm",
  "POST /api/account/email/revert",
  "POST /api/account/accept-invitation",
  "POST /api/member-claims",
  "POST /api/member-claims/verify",
  "POST /api/catering-requests",
  "GET /api/catering-responses",
  "POST /api/catering-responses",
  "POST /api/submissions",
  "GET /api/site",
  "GET /api/domain-colors",
  "GET /api/domain-options",
  "GET /api/domain-socials",
  "GET /api/domain-menu",
  "GET /api/domain-error-pages",
  "GET /api/analytics",
  "GET /api/categories",
  "GET /api/cuisine-tags",
  "GET /api/faq-categories",
  "GET /api/faqs",
  "GET /api/posts/by-type",
  "GET /api/posts/by-url",
  "GET /api/posts/redirect",
  "GET /api/posts/preview",
  "GET /api/stops",
]);

/** Path values of a closed operation: the member's own ids, or another listing's. */
function idsFor(path: string, whose: "own" | "other"): Record<string, number> {
  const own = whose === "own";
  const id = path.startsWith("/api/media/")
    ? own
      ? OWN_MEDIA
      : OTHER_MEDIA
    : path.startsWith("/api/stops/")
      ? own
        ? OWN_STOP
        : OTHER_STOP
      : path.startsWith("/api/locations/")
        ? LOCATION.id
        : own
          ? OWN
          : OTHER;
  return { id, rid: own ? OWN_REVISION : OTHER_REVISION, type: POST_TYPES.member };
}

const label = (key: string, what: string, res: Answer) =>
  `${key} (${what}): ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;

function answers(key: string, what: string, res: Answer, expected: OtherExpect) {
  if (expected === "404") expect(res.status, label(key, what, res)).toBe(404);
  else if (expected === "member_id") {
    expect(res.status, label(key, what, res)).toBe(422);
    const errors = res.body.errors as Record<string, unknown> | undefined;
    expect(errors?.member_id, label(key, what, res)).toBeDefined();
  } else expected(res);
}

// ---------------------------------------------------------------- the matrix

describe("role 4 (member) on every operation of the OpenAPI document", () => {
  it("the tables name operations of the document", () => {
    const keys = new Set(operations.map((o) => o.key));
    expect(operations.length).toBeGreaterThan(80);
    expect(Object.keys(OPEN).filter((k) => !keys.has(k))).toEqual([]);
    expect([...PUBLIC].filter((k) => !keys.has(k))).toEqual([]);
  });

  it.each(operations.map((o) => [o.key, o] as const))(
    "%s",
    async (key, { method, path, hasBody }) => {
      const open = OPEN[key];
      if (open) {
        const own = await open.own();
        const token = own.freshToken ? await signIn() : member;
        const mine = await send(method, path, own, token);
        expect(mine.status, label(key, "own", mine)).not.toBe(403);
        expect(
          (mine.status >= 200 && mine.status < 300) || mine.status === 422,
          label(key, "own", mine),
        ).toBe(true);
        open.ownCheck?.(mine);
        if (open.other) {
          const theirs = await send(method, path, await open.other(), member);
          answers(key, "other", theirs, open.otherExpect ?? "404");
        }
        for (const extra of open.more ?? []) {
          answers(key, extra.what, await send(method, path, extra.call(), member), extra.expect);
        }
        return;
      }
      const body = hasBody ? {} : undefined;
      if (PUBLIC.has(key)) {
        // Called as anyone: never refused for being a member; a read answers as to a visitor.
        const asMember = await send(method, path, { path: idsFor(path, "own"), body }, member);
        expect(asMember.status, label(key, "member", asMember)).not.toBe(403);
        expect(asMember.status, label(key, "member", asMember)).toBeLessThan(500);
        if (method === "GET") {
          const anonymous = await send(method, path, { path: idsFor(path, "own") }, undefined);
          expect(asMember.status, label(key, "member vs visitor", asMember)).toBe(anonymous.status);
        }
        return;
      }
      for (const whose of ["own", "other"] as const) {
        const res = await send(method, path, { path: idsFor(path, whose), body }, member);
        expect(
          res.status,
          `${label(key, whose, res)} - neither in OPEN (decision 027) nor PUBLIC, so a member must get 403`,
        ).toBe(403);
      }
      const anonymous = await send(method, path, { path: idsFor(path, "own"), body }, undefined);
      expect(anonymous.status, `${label(key, "no token", anonymous)} - add it to PUBLIC?`).toBe(
        401,
      );
    },
  );

  it("reads a public list as a visitor: the member type lists published posts only", async () => {
    const url = `/api/posts/by-type?type=${POST_TYPES.member}&limit=500`;
    const asMember = await call(app, "GET", url, { token: member });
    const asVisitor = await call(app, "GET", url);
    const asStaff = await call(app, "GET", url, { token: admin });
    expect(asMember.status).toBe(200);
    expect(asMember.body).toEqual(asVisitor.body);
    const statuses = (asMember.body.data as { post_status_id: number }[]).map(
      (p) => p.post_status_id,
    );
    expect(new Set(statuses)).toEqual(new Set([POST_STATUSES.published]));
    // Staff see the drafts the member does not.
    expect(asStaff.body.data.length).toBeGreaterThan(asMember.body.data.length);
  });
});
