import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens } from "../src/db/schema.ts";
import { sendInvite } from "../src/features/users/send-invite.ts";
import { accountCalls } from "./account-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { ADMIN, call, createTestApp, DEMO_PASSWORD, eventually, login } from "./helpers.ts";

// Issue 28 L1: reset and invitation links must not outlive their use, a newer link, a password
// change, or the user being disabled or deleted; and they work only on the site they were made for.
const { app, db, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const admin = (await login(app, ADMIN)).access_token;

const { signIn } = accountCalls(app);

type Link = { token: string; email: string };

/** The change-password link of the newest mail to `to` sent after `before`. */
async function linkMailedTo(to: string, before: number): Promise<Link> {
  const mail = await eventually(() => outbox.slice(before).findLast((m) => m.to === to));
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? "");
  expect(url.pathname).toBe("/change-password");
  return { token: url.searchParams.get("token") ?? "", email: url.searchParams.get("email") ?? "" };
}

/** Asks for a reset link on `host` (the site the link is then for). */
async function resetLink(email: string, host = "localhost") {
  const before = outbox.length;
  const res = await call(app, "POST", "/api/account/reset-password", { host, body: { email } });
  expect(res.status).toBe(200);
  return linkMailedTo(email, before);
}

/** A new user, and a reset link mailed to it. */
async function userWithLink(email: string) {
  const userId = await createUser(db, { email });
  return { userId, link: await resetLink(email) };
}

/** Sets `password` with `link` through the API host of `host`; returns the status. */
async function useLink(link: Link, password: string, host = "localhost") {
  const res = await call(app, "POST", "/api/account/change-password", {
    host,
    body: { ...link, password, password_confirmation: password },
  });
  if (res.status !== 200) expect(res.body.errors.token).toEqual([expect.any(String)]);
  return res.status;
}

async function invite(email: string) {
  const before = outbox.length;
  const res = await call(app, "POST", "/api/users", {
    token: admin,
    body: { firstname: "In", lastname: "Vited", email, role_id: 3, domain_ids: [1] },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.id as number, link: await linkMailedTo(email, before) };
}

const setUser = (id: number, body: Record<string, unknown>) =>
  call(app, "PUT", `/api/users/${id}`, { token: admin, body });

const unusedLinksOf = async (userId: number) =>
  (await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId)))
    .filter((row) => row.used_at === null)
    .map((row) => row.kind);

describe("reset links", () => {
  it("a newer link ends the older one, and using one ends every other", async () => {
    const email = "two-links@example.com";
    await createUser(db, { email });
    const first = await resetLink(email);
    const second = await resetLink(email);
    expect(await useLink(second, "second-link-password")).toBe(200);
    expect(await useLink(first, "first-link-password")).toBe(422);
    expect(await useLink(second, "second-again-password")).toBe(422);
    expect((await signIn(email, "second-link-password")).status).toBe(200);
  });

  it("using one ends every other link of the user, whatever its kind", async () => {
    const email = "many-links@example.com";
    const { userId, link } = await userWithLink(email);
    // An older link issued before this rule (as the database may still hold).
    await db.insert(passwordResetTokens).values({
      user_id: userId,
      kind: "invite",
      domain_id: 1,
      token_hash: "an-older-outstanding-link",
      expires_at: new Date(Date.now() + 60_000),
    });
    expect(await unusedLinksOf(userId)).toHaveLength(2);
    expect(await useLink(link, "used-one-link-password")).toBe(200);
    expect(await unusedLinksOf(userId)).toEqual([]);
  });

  it("a password change through POST /api/account ends an older link", async () => {
    const email = "changed-meanwhile@example.com";
    const { link } = await userWithLink(email);
    const session = await login(app, email);
    const res = await call(app, "POST", "/api/account", {
      token: session.access_token,
      body: {
        current_password: DEMO_PASSWORD,
        password: "changed-in-profile-1",
        password_confirmation: "changed-in-profile-1",
      },
    });
    expect(res.status).toBe(200);
    expect(await useLink(link, "reset-after-change-1")).toBe(422);
    expect((await signIn(email, "changed-in-profile-1")).status).toBe(200);
  });

  it("disabling the user ends its links, which stay dead when it is enabled again", async () => {
    const email = "disabled-with-link@example.com";
    const { userId, link } = await userWithLink(email);
    expect((await setUser(userId, { disabled: true })).status).toBe(200);
    expect((await setUser(userId, { disabled: false })).status).toBe(200);
    expect(await useLink(link, "after-disable-pass-1")).toBe(422);
    expect((await signIn(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it("work only through the API host of the site they were issued for", async () => {
    const email = "two-sites@example.com";
    await createUser(db, { email, domainIds: [1, 2] });
    const link = await resetLink(email, "localhost");
    expect(await useLink(link, "other-site-password-1", "catering.localhost")).toBe(422);
    expect((await signIn(email, "other-site-password-1")).status).toBe(422);
    // The refusal did not spend it: on its own site it still works.
    expect(await useLink(link, "own-site-password-1", "localhost")).toBe(200);

    const catering = await resetLink(email, "catering.localhost");
    expect(await useLink(catering, "from-localhost-pass-1", "localhost")).toBe(422);
    expect(await useLink(catering, "on-catering-pass-1", "catering.localhost")).toBe(200);
  });
});

describe("invitation links", () => {
  it("die when used", async () => {
    const email = "invite-used@example.com";
    const { id, link } = await invite(email);
    expect(await useLink(link, "invited-password-1")).toBe(200);
    expect(await useLink(link, "invited-password-2")).toBe(422);
    expect(await unusedLinksOf(id)).toEqual([]);
  });

  it("die when the invitation is sent again", async () => {
    const email = "invite-resent@example.com";
    const { id, link: first } = await invite(email);
    const before = outbox.length;
    await sendInvite(
      db,
      {
        mailer: { send: async (m) => void outbox.push(m) },
        site: { origin: "http://localhost:3000", name: "Bay Food Truck Association", id: 1 },
      },
      { id, email, firstname: "In" },
    );
    const second = await linkMailedTo(email, before);
    expect(await unusedLinksOf(id)).toEqual(["invite"]);
    expect(await useLink(first, "first-invite-pass-1")).toBe(422);
    expect(await useLink(second, "second-invite-pass-1")).toBe(200);
  });

  it("die when the user is disabled", async () => {
    const { id, link } = await invite("invite-disabled@example.com");
    expect((await setUser(id, { disabled: true })).status).toBe(200);
    expect(await unusedLinksOf(id)).toEqual([]);
    expect((await setUser(id, { disabled: false })).status).toBe(200);
    expect(await useLink(link, "after-enable-pass-1")).toBe(422);
  });

  it("die when the user is deleted", async () => {
    const { id, link } = await invite("invite-deleted@example.com");
    expect(await unusedLinksOf(id)).toEqual(["invite"]);
    expect((await call(app, "DELETE", `/api/users/${id}`, { token: admin })).status).toBe(200);
    expect(await unusedLinksOf(id)).toEqual([]);
    expect(await useLink(link, "after-delete-pass-1")).toBe(422);
  });

  it("carry their kind and the domain they were issued for", async () => {
    const { id } = await invite("invite-kind@example.com");
    const rows = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, id));
    expect(rows.map((r) => [r.kind, r.domain_id])).toEqual([["invite", 1]]);
  });
});
