import { API_PATHS, POST_TYPES } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, posts } from "../src/db/schema.ts";
import { titleOf } from "../src/features/audit/audit-summary.ts";
import { adminTokenOn } from "./content-fixtures.ts";
import { call, DEMO_PASSWORD, EDITOR, login } from "./helpers.ts";
import {
  CATERING,
  contactOf,
  createVendorInvitationsTestApp,
  LOCAL,
  NEW_PASSWORD,
  NOT_FOUND,
  passwordLink,
} from "./vendor-invitations-fixtures.ts";

// Decision 027 (see vendor-invitations-fixtures.ts): staff invite the vendor of a listing;
// claims with a mailed code are in vendor-claims.test.ts.
const ctx = await createVendorInvitationsTestApp();
const { app, db, admin, editor, foreign, invited, explicit, noContact, existing } = ctx;
const { teamAddress, existingAccount, mailsOf, setPasswordAndSignIn, invite, listingsOf } = ctx;
const { rolesOf, userByEmail } = ctx;

describe("POST /api/posts/{id}/vendor-invitation", () => {
  it("invites the listing's catering contact; the vendor sets a password and signs in with role 4 on the listing", async () => {
    const { result, mails } = await mailsOf(() => invite(admin, invited.id));
    expect(result.status).toBe(201);
    const vendor = await userByEmail(contactOf(invited));
    expect(result.body.data).toEqual({
      user_id: vendor.id,
      member_id: invited.id,
      email: contactOf(invited),
    });
    expect(vendor.password_hash).toBeNull();
    expect(vendor.firstname).toBe(invited.title.slice(0, 100).trim());
    expect(mails.map((m) => m.to)).toEqual([contactOf(invited)]);
    const link = passwordLink(mails[0].text);
    expect(link.email).toBe(contactOf(invited));

    const account = await setPasswordAndSignIn(link);
    expect(account.role.id).toBe(4);
    expect(account.member_ids).toEqual([invited.id]);
    expect(await rolesOf(vendor.id)).toEqual([{ domain: LOCAL, role: 4 }]);

    // The audit log names the write.
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invite-vendor"), eq(auditLog.entity_id, invited.id)));
    expect(entry).toMatchObject({ domain_id: LOCAL, entity: "post" });
    expect(entry.summary).toBe(
      `Invited the vendor of the member "${titleOf({ title: invited.title })}"`,
    );
  });

  it("invites the address given instead, once per listing however often it is sent", async () => {
    const first = await mailsOf(() => invite(admin, explicit.id, { email: " Chef@Trucks.TEST " }));
    expect(first.result.status).toBe(201);
    expect(first.result.body.data).toMatchObject({
      member_id: explicit.id,
      email: "chef@trucks.test",
    });
    expect(first.mails.map((m) => m.to)).toEqual(["chef@trucks.test"]);
    const again = await mailsOf(() => invite(admin, explicit.id, { email: "chef@trucks.test" }));
    expect(again.result.status).toBe(201);
    expect(again.result.body.data).toEqual(first.result.body.data);
    // The new link ends the first one.
    const stale = await call(app, "POST", API_PATHS.changePassword, {
      body: {
        ...passwordLink(first.mails[0].text),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(stale.status).toBe(422);
    const userId = first.result.body.data.user_id as number;
    expect(await listingsOf(userId)).toEqual([{ member: explicit.id, domain: LOCAL }]);
    expect(await userByEmail(contactOf(explicit))).toBeUndefined();
  });

  it("invites an account of another site: nothing binds until its owner follows the mailed link", async () => {
    const owner = await userByEmail(existingAccount);
    const { result, mails } = await mailsOf(() =>
      invite(admin, existing.id, { email: existingAccount }),
    );
    expect(result.status).toBe(201);
    // A placeholder id (decision 021), never the account's.
    expect(result.body.data.user_id).not.toBe(owner.id);
    expect(result.body.data).toMatchObject({ member_id: existing.id, email: existingAccount });
    expect(mails.map((m) => m.to)).toEqual([existingAccount]);
    expect(mails[0].text).not.toContain("/change-password");
    expect(await rolesOf(owner.id)).toEqual([{ domain: CATERING, role: 3 }]);
    expect(await listingsOf(owner.id)).toEqual([]);

    const link = (mails[0].text.match(/https?:\/\/\S+/g) ?? [])
      .map((l) => new URL(l))
      .find((u) => u.pathname === "/accept-invitation");
    const accepted = await call(app, "POST", "/api/account/accept-invitation", {
      body: { token: link?.searchParams.get("token") },
    });
    expect(accepted.status).toBe(200);
    expect(await rolesOf(owner.id)).toEqual([
      { domain: LOCAL, role: 4 },
      { domain: CATERING, role: 3 },
    ]);
    expect(await listingsOf(owner.id)).toEqual([{ member: existing.id, domain: LOCAL }]);
    // Its password is unchanged: it signs in as before, and here as the listing's vendor.
    const { access_token } = await login(app, existingAccount, { password: DEMO_PASSWORD });
    const account = await call(app, "GET", "/api/account", { token: access_token });
    expect(account.body.data).toMatchObject({ role: { id: 4 }, member_ids: [existing.id] });
  });

  it("refuses a listing without a contact address when no address is given (422 on email)", async () => {
    const { result, mails } = await mailsOf(() => invite(admin, noContact.id));
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({
      email: ["This listing has no contact address; enter one."],
    });
    expect(mails).toEqual([]);
  });

  it("refuses an address of the site's team (422 on email), binding nothing", async () => {
    const team = "This address belongs to a team member of this site.";
    for (const email of [undefined, EDITOR]) {
      const res = await invite(admin, teamAddress.id, email ? { email } : {});
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ email: [team] });
    }
    const editorRow = await userByEmail(EDITOR);
    expect(await listingsOf(editorRow.id)).toEqual([]);
    expect((await rolesOf(editorRow.id)).find((r) => r.domain === LOCAL)?.role).toBe(3);
  });

  it("answers 404 for another domain's post, a page or an unknown id", async () => {
    const [page] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.domain_id, LOCAL), eq(posts.post_type_id, POST_TYPES.page)))
      .limit(1);
    for (const id of [foreign.id, page.id, 99_999_999]) {
      const res = await invite(admin, id, { email: "nobody@trucks.test" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    // Another domain's admin reaches its own post.
    const catAdmin = await adminTokenOn(app, CATERING);
    expect((await invite(catAdmin, foreign.id)).status).toBe(201);
    expect(await userByEmail("nobody@trucks.test")).toBeUndefined();
  });

  it("is for site admins: an editor gets 403 and nothing is sent", async () => {
    const { result, mails } = await mailsOf(() =>
      invite(editor, invited.id, { email: "editor-tries@trucks.test" }),
    );
    expect(result.status).toBe(403);
    expect(mails).toEqual([]);
    expect(await userByEmail("editor-tries@trucks.test")).toBeUndefined();
  });
});
