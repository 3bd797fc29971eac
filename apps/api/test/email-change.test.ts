import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailChanges } from "../src/db/schema.ts";
import { accountCalls } from "./account-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { call, createTestApp, DEMO_PASSWORD, eventually, login } from "./helpers.ts";

// Issue 28 M1: a stolen access token alone must not be able to move the account to another
// address; the change needs the password, waits for the new address and the old one can undo it.
const { app, db, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });

const { account, update, refresh, signIn } = accountCalls(app);
const confirm = (token: string, host?: string) =>
  call(app, "POST", "/api/account/email/confirm", { body: { token }, host });
const revert = (token: string, host?: string) =>
  call(app, "POST", "/api/account/email/revert", { body: { token }, host });

/** The one link of the newest mail to `to` sent after `before`. */
async function linkMailedTo(to: string, before: number) {
  const mail = await eventually(() => outbox.slice(before).findLast((m) => m.to === to));
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  const url = new URL(links[0] ?? "");
  return { url, token: url.searchParams.get("token") ?? "" };
}

/** A user signed in, who asks to move from `oldEmail` to `newEmail`; returns both links. */
async function startChange(oldEmail: string, newEmail: string) {
  await createUser(db, { email: oldEmail, domainIds: [1, 2] });
  const session = await login(app, oldEmail);
  const before = outbox.length;
  const res = await update(session.access_token, {
    email: newEmail,
    current_password: DEMO_PASSWORD,
  });
  expect(res.status).toBe(200);
  const confirmLink = await linkMailedTo(newEmail, before);
  const revertLink = await linkMailedTo(oldEmail, before);
  return { session, res, confirmLink, revertLink };
}

describe("an email change", () => {
  it("needs the current password: without it or with a wrong one, nothing changes", async () => {
    const email = "no-password@example.com";
    const userId = await createUser(db, { email });
    const { access_token } = await login(app, email);
    const before = outbox.length;
    const cases = [
      { email: "thief@example.com" },
      { email: "thief@example.com", current_password: "" },
      { email: "thief@example.com", current_password: "not-the-password" },
    ];
    for (const body of cases) {
      const res = await update(access_token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.current_password).toEqual([expect.any(String)]);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(outbox.length).toBe(before);
    expect(await db.select().from(emailChanges).where(eq(emailChanges.user_id, userId))).toEqual(
      [],
    );
    const now = (await account(access_token)).body.data;
    expect(now.email).toBe(email);
    expect(now.pending_email).toBeUndefined();
    expect((await signIn("thief@example.com")).status).toBe(422);
  });

  it("waits for the new address: it mails a confirm link there and a revert link to the old one", async () => {
    const oldEmail = "before@example.com";
    const newEmail = "after@example.com";
    const { session, res, confirmLink, revertLink } = await startChange(oldEmail, newEmail);
    expect(res.body.data).toMatchObject({ email: oldEmail, pending_email: newEmail });
    expect(res.body.data.message).toContain(newEmail);

    // Links on the site of the API host called, tokens stored only as hashes.
    expect(confirmLink.url.origin).toBe("http://localhost:3000");
    expect(confirmLink.url.pathname).toBe("/confirm-email");
    expect(revertLink.url.origin).toBe("http://localhost:3000");
    expect(revertLink.url.pathname).toBe("/revert-email");
    expect(confirmLink.token).toMatch(/.{20,}/);
    expect(revertLink.token).not.toBe(confirmLink.token);
    const [row] = await db.select().from(emailChanges).where(eq(emailChanges.new_email, newEmail));
    expect([row.confirm_token_hash, row.revert_token_hash]).not.toContain(confirmLink.token);
    expect([row.confirm_token_hash, row.revert_token_hash]).not.toContain(revertLink.token);

    // Until confirmed, the old address is the sign-in email.
    expect((await account(session.access_token)).body.data).toMatchObject({
      email: oldEmail,
      pending_email: newEmail,
    });
    expect((await signIn(newEmail)).status).toBe(422);
    expect((await signIn(oldEmail)).status).toBe(200);

    // Only through the API host of the site the link was issued for, and not with the other token.
    expect((await confirm(confirmLink.token, "catering.localhost")).status).toBe(422);
    const wrongToken = await confirm(revertLink.token);
    expect(wrongToken.status).toBe(422);
    expect(wrongToken.body.errors.token).toEqual([expect.any(String)]);

    const ok = await confirm(confirmLink.token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.message).toContain(newEmail);
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(oldEmail)).status).toBe(422);
    const after = (await account(session.access_token)).body.data;
    expect(after.email).toBe(newEmail);
    expect(after.pending_email).toBeUndefined();

    // Single use: a replay changes nothing.
    const replay = await confirm(confirmLink.token);
    expect(replay.status).toBe(422);
    expect(replay.body.errors.token).toEqual([expect.any(String)]);
  });

  it("is undone by the old address's link: old email back, every session and link ended", async () => {
    const oldEmail = "victim@example.com";
    const newEmail = "attacker@example.com";
    const { session, revertLink, confirmLink } = await startChange(oldEmail, newEmail);
    expect((await confirm(confirmLink.token)).status).toBe(200);
    const thief = await login(app, newEmail);
    // A reset link the new owner asked for, outstanding when the revert comes.
    const before = outbox.length;
    await call(app, "POST", "/api/account/reset-password", { body: { email: newEmail } });
    const reset = await linkMailedTo(newEmail, before);

    // Not through another site's API host.
    expect((await revert(revertLink.token, "catering.localhost")).status).toBe(422);
    const res = await revert(revertLink.token);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toContain(oldEmail);

    expect((await signIn(oldEmail)).status).toBe(200);
    expect((await signIn(newEmail)).status).toBe(422);
    for (const tokens of [session, thief]) {
      expect((await account(tokens.access_token)).status).toBe(401);
      expect((await refresh(tokens.refresh_token)).status).toBe(401);
    }
    const password = "taken-over-password-1";
    const useReset = await call(app, "POST", "/api/account/change-password", {
      body: { token: reset.token, email: newEmail, password, password_confirmation: password },
    });
    expect(useReset.status).toBe(422);
    expect(useReset.body.errors.token).toEqual([expect.any(String)]);

    // Single use.
    expect((await revert(revertLink.token)).status).toBe(422);
    expect((await signIn(oldEmail)).status).toBe(200);
  });

  it("is cancelled by the revert link before it is confirmed; the confirm link then fails", async () => {
    const oldEmail = "keeper@example.com";
    const newEmail = "never@example.com";
    const { session, revertLink, confirmLink } = await startChange(oldEmail, newEmail);
    expect((await revert(revertLink.token)).status).toBe(200);
    expect((await account(session.access_token)).status).toBe(401);
    const res = await confirm(confirmLink.token);
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toEqual([expect.any(String)]);
    expect((await signIn(newEmail)).status).toBe(422);
    const fresh = await login(app, oldEmail);
    expect((await account(fresh.access_token)).body.data.pending_email).toBeUndefined();
  });

  it("a newer request ends the older one's confirm link", async () => {
    const oldEmail = "twice@example.com";
    const { session, confirmLink: first } = await startChange(oldEmail, "first@example.com");
    const before = outbox.length;
    const res = await update(session.access_token, {
      email: "second@example.com",
      current_password: DEMO_PASSWORD,
    });
    expect(res.body.data.pending_email).toBe("second@example.com");
    const second = await linkMailedTo("second@example.com", before);
    expect((await confirm(first.token)).status).toBe(422);
    expect((await confirm(second.token)).status).toBe(200);
    expect((await signIn("second@example.com")).status).toBe(200);
  });

  it("is confirmed only while the new address is still free", async () => {
    const newEmail = "contested@example.com";
    const { session, confirmLink } = await startChange("contender@example.com", newEmail);
    await createUser(db, { email: newEmail });
    const res = await confirm(confirmLink.token);
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([expect.any(String)]);
    expect((await account(session.access_token)).body.data.email).toBe("contender@example.com");
  });

  it("is not confirmed after its link expired", async () => {
    const newEmail = "late@example.com";
    const { session, confirmLink } = await startChange("slow@example.com", newEmail);
    await db
      .update(emailChanges)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.new_email, newEmail));
    expect((await confirm(confirmLink.token)).status).toBe(422);
    const now = (await account(session.access_token)).body.data;
    expect(now.email).toBe("slow@example.com");
    expect(now.pending_email).toBeUndefined();
  });

  it("refuses made-up and missing tokens in the contract's error format", async () => {
    for (const send of [confirm, revert]) {
      const res = await send("made-up-token");
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: expect.any(String),
        errors: { token: [expect.any(String)] },
      });
    }
    const missing = await call(app, "POST", "/api/account/email/confirm", { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.token).toEqual([expect.any(String)]);
  });
});
