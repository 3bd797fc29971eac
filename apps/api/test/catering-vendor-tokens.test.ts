import { VENDOR_PATHS } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cateringMatches, cateringRequests } from "../src/db/schema.ts";
import {
  isTruckMail,
  NOW,
  postRequest,
  REQUESTER,
  requestBody,
  setUpCaterers,
  tokenOf,
} from "./catering-fixtures.ts";
import { createVendor } from "./content-fixtures.ts";
import { call, createTestApp, login } from "./helpers.ts";

// Issue 37 point 5: the answer tokens GET /api/member/catering-requests hands a vendor end with
// the vendor's binding to the listing. Staff take the listing away (PUT /api/users/{id}
// member_ids), disable or delete the account: the token it was given no longer reads the request
// (the requester's name and address) nor answers it. The truck's mailed links (to its catering
// contact, who is no user) stay bound to the listing alone.

const { app, db, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" }, { clock: () => NOW });
const LOCAL = 1;
const INVALID = { message: "This link is not valid or has expired." };

const [a, b, c] = await setUpCaterers(db, LOCAL, 3);
const admin = (await login(app)).access_token;

const sent = outbox.length;
const posted = await postRequest(app, requestBody());
if (posted.status !== 201) throw new Error(JSON.stringify(posted.body));
const requestId = posted.body.data.id as number;
const mailed = new Map(
  outbox
    .slice(sent)
    .filter(isTruckMail)
    .map((m) => [m.to, tokenOf(m)]),
);

const view = (token: string) =>
  call(app, "GET", `/api/catering-responses?token=${encodeURIComponent(token)}`);
const quote = (token: string) =>
  call(app, "POST", "/api/catering-responses", {
    body: { token, action: "quote", price: 1800, message: "Tacos for all" },
  });
const matchOf = async (memberId: number) =>
  (
    await db
      .select()
      .from(cateringMatches)
      .where(
        and(eq(cateringMatches.request_id, requestId), eq(cateringMatches.member_id, memberId)),
      )
  )[0];
const requestStatus = async () =>
  (await db.select().from(cateringRequests).where(eq(cateringRequests.id, requestId)))[0].status;

/** The vendor's panel tokens, by listing id. */
async function panelTokens(token: string) {
  const res = await call(app, "GET", VENDOR_PATHS.memberCateringRequests, { token });
  expect(res.status).toBe(200);
  const rows = res.body.data as {
    request: { id: number };
    member: { id: number };
    token: string;
  }[];
  return new Map(rows.filter((r) => r.request.id === requestId).map((r) => [r.member.id, r.token]));
}

/** The token reads nothing and answers nothing: 404 both ways, the match and request unchanged. */
async function expectDead(token: string, memberId: number) {
  const before = { match: await matchOf(memberId), status: await requestStatus() };
  const read = await view(token);
  expect(read.status).toBe(404);
  expect(read.body).toEqual(INVALID);
  expect(JSON.stringify(read.body)).not.toContain(REQUESTER.email);
  const answered = await quote(token);
  expect(answered.status).toBe(404);
  expect(answered.body).toEqual(INVALID);
  expect(await matchOf(memberId)).toEqual(before.match);
  expect(await requestStatus()).toBe(before.status);
}

describe("a vendor's panel answer tokens (GET /api/member/catering-requests)", () => {
  it("stop reading and answering once staff take the listing away; the other listing's still work", async () => {
    const vendor = await createVendor(app, db, [a.id, b.id], LOCAL);
    const tokens = await panelTokens(vendor.token);
    const tokenA = tokens.get(a.id) as string;
    const tokenB = tokens.get(b.id) as string;
    expect((await view(tokenA)).status).toBe(200);

    const put = await call(app, "PUT", `/api/users/${vendor.id}`, {
      token: admin,
      body: { member_ids: [b.id] },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    await expectDead(tokenA, a.id);
    expect((await view(tokenB)).status).toBe(200);
    // The truck's own mailed link is bound to the listing, not to a user: it still answers.
    const own = await quote(mailed.get(a.email) as string);
    expect(own.status).toBe(200);
    expect((await matchOf(a.id)).status).toBe("quoted");
  });

  it("stop once the account is disabled or deleted", async () => {
    const disabled = await createVendor(app, db, [c.id], LOCAL);
    const deleted = await createVendor(app, db, [c.id], LOCAL);
    const disabledToken = (await panelTokens(disabled.token)).get(c.id) as string;
    const deletedToken = (await panelTokens(deleted.token)).get(c.id) as string;
    expect((await view(disabledToken)).status).toBe(200);
    expect((await view(deletedToken)).status).toBe(200);

    const off = await call(app, "PUT", `/api/users/${disabled.id}`, {
      token: admin,
      body: { disabled: true },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const gone = await call(app, "DELETE", `/api/users/${deleted.id}`, { token: admin });
    expect(gone.status, JSON.stringify(gone.body)).toBeLessThan(300);
    await expectDead(disabledToken, c.id);
    await expectDead(deletedToken, c.id);
    expect((await matchOf(c.id)).status).toBe("sent");
  });

  it("carries its user: a token edited to another user id does not verify", async () => {
    const vendor = await createVendor(app, db, [c.id], LOCAL);
    const token = (await panelTokens(vendor.token)).get(c.id) as string;
    // Editing the payload (say, to another user's id) breaks the signature.
    const [payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const edited = Buffer.from(JSON.stringify({ ...claims, user_id: claims.user_id + 1 })).toString(
      "base64url",
    );
    expect((await view(`${edited}.${signature}`)).status).toBe(404);
    expect((await view(token)).status).toBe(200);
  });
});
