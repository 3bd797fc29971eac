import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createMemoryAttemptStore } from "../src/auth/attempt-store.ts";
import { submissions, userDomains, users } from "../src/db/schema.ts";
import { submissionMail } from "../src/features/submissions/notify-submission.ts";
import {
  createSubmissionThrottles,
  throttledAddress,
} from "../src/features/submissions/submission-throttles.ts";
import type { MailMessage } from "../src/mail/mailer.ts";
import { uniqueWord } from "./content-fixtures.ts";
import { createUser, quietStaff } from "./fixtures.ts";
import { ADMIN, call, createTestApp, eventually, login } from "./helpers.ts";
import {
  CATERING,
  createSubmissionsTestApp,
  DEFAULT_FROM,
  LOCAL,
  NOT_FOUND,
  TOO_MANY,
  valid,
} from "./submissions-fixtures.ts";

const ctx = await createSubmissionsTestApp();
const { app, outbox, superAdmin, editor, siteAdmin, submit, insertSubmission, rowsNamed } = ctx;
const { setOption, notifyStored } = ctx;

describe("per-domain throttling", () => {
  const ALERT_SUBJECT = "Submissions on localhost are being held for review";

  it("never locks a new visitor out: past 50 an hour submissions are held, one alert goes out", async () => {
    // A fresh app: the domain's hour starts empty.
    const fresh = await createTestApp();
    const freshDb = fresh.database.db;
    await createUser(freshDb, { email: "cap-admin@example.com", roleId: 2, domainIds: [LOCAL] });
    await createUser(freshDb, { email: "cap-editor@example.com", roleId: 3, domainIds: [LOCAL] });
    await quietStaff(freshDb);
    const admins = (
      await freshDb
        .select({ email: users.email })
        .from(userDomains)
        .innerJoin(users, eq(users.id, userDomains.user_id))
        .where(and(eq(userDomains.domain_id, LOCAL), eq(userDomains.role_id, 2)))
    ).map((r) => r.email);
    expect(admins).toContain("cap-admin@example.com");

    // Ten addresses send 5 each: the domain's 50.
    const flood = `Flood ${uniqueWord()}`;
    for (let i = 0; i < 50; i++) {
      const ip = `192.0.2.${Math.floor(i / 5)}`;
      const res = await submit(valid({ name: `${flood} ${i}` }), { target: fresh.app, ip });
      expect(res.status, `submission ${i + 1}`).toBe(201);
    }
    // A new visitor is still taken (was: 429 for the rest of the hour), held for review.
    const name = `Newcomer ${uniqueWord()}`;
    const newcomer = await submit(valid({ name }), { target: fresh.app, ip: "192.0.2.200" });
    expect(newcomer.status).toBe(201);
    expect(newcomer.body.data).toEqual(expect.objectContaining({ name }));
    expect(newcomer.body.data).not.toHaveProperty("held");
    const [row] = await freshDb.select().from(submissions).where(eq(submissions.name, name));
    expect(row.held).toBe(true);
    // More past the cap: taken and held too, from an IPv6 visitor as well.
    const later = `Later ${uniqueWord()}`;
    for (const ip of ["192.0.2.201", "2001:db8:5::1"]) {
      const res = await submit(valid({ name: `${later} ${ip}` }), { target: fresh.app, ip });
      expect(res.status, ip).toBe(201);
    }

    // The per-address limit still answers 429.
    for (let i = 0; i < 4; i++) {
      expect((await submit(valid(), { target: fresh.app, ip: "192.0.2.200" })).status).toBe(201);
    }
    const blocked = await submit(valid(), { target: fresh.app, ip: "192.0.2.200" });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);

    // The first 50 were mailed one by one; none of the held ones is. The site admins (not the
    // editor) got exactly one alert each, for the whole window.
    await eventually(() =>
      fresh.outbox.filter((m) => m.subject.includes(flood)).length === 50 ? true : undefined,
    );
    const alerts = await eventually(() => {
      const sent = fresh.outbox.filter((m) => m.subject === ALERT_SUBJECT);
      return sent.length >= admins.length ? sent : undefined;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(fresh.outbox.filter((m) => m.subject === ALERT_SUBJECT)).toHaveLength(admins.length);
    expect(alerts.map((m) => m.to).sort()).toEqual([...admins].sort());
    expect(alerts.map((m) => m.to)).not.toContain("cap-editor@example.com");
    expect(alerts[0].from).toBe("no-reply@bayfoodtrucks.example");
    expect(alerts[0].text).toContain("Held");
    expect(fresh.outbox.some((m) => m.subject.includes(name) || m.subject.includes(later))).toBe(
      false,
    );
    const [held] = await freshDb.select().from(submissions).where(eq(submissions.name, name));
    expect(held.notified_at).toBeNull();

    // Staff see them: `held` on each item, and the held filter.
    const token = (await login(fresh.app, ADMIN)).access_token;
    const heldList = await call(fresh.app, "GET", "/api/submissions?held=true&limit=100", {
      token,
    });
    expect(heldList.status).toBe(200);
    expect(heldList.body.data.every((s: { held: boolean }) => s.held)).toBe(true);
    expect(heldList.body.data.map((s: { name: string }) => s.name)).toContain(name);
    expect(heldList.body.meta.total).toBe(7);
    const notHeld = await call(fresh.app, "GET", `/api/submissions?held=false&search=${flood}`, {
      token,
    });
    expect(notHeld.body.meta.total).toBe(50);
    expect(notHeld.body.data.every((s: { held: boolean }) => !s.held)).toBe(true);
    const detail = await call(fresh.app, "GET", `/api/submissions/${held.id}`, { token });
    expect(detail.body.data.held).toBe(true);
    const bad = await call(fresh.app, "GET", "/api/submissions?held=maybe", { token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty("held");

    // Another domain has its own hour: mailed as usual, not held.
    const otherName = `Other ${uniqueWord()}`;
    const other = await submit(valid({ name: otherName }), {
      target: fresh.app,
      host: "catering.localhost",
    });
    expect(other.status).toBe(201);
    const [otherRow] = await freshDb
      .select()
      .from(submissions)
      .where(eq(submissions.name, otherName));
    expect(otherRow.held).toBe(false);
  });

  it("holds past the domain's cap, alerts once a window, checks the address first (unit)", async () => {
    let now = 0;
    const throttles = createSubmissionThrottles(
      createMemoryAttemptStore(() => now),
      {
        perIp: { max: 2, windowMs: 60_000 },
        perDomain: { max: 3, windowMs: 60_000 },
      },
    );
    const ok = { held: false, alert: false };
    // Bots (not stored) and a blocked address never use up the domain's quota.
    for (let i = 0; i < 5; i++) {
      await throttles.take(7, "a", { stored: false }).catch(() => undefined);
    }
    expect(await throttles.take(7, "b", { stored: true })).toEqual(ok);
    expect(await throttles.take(7, "b", { stored: true })).toEqual(ok);
    await expect(throttles.take(7, "b", { stored: true })).rejects.toMatchObject({ status: 429 });
    expect(await throttles.take(7, "c", { stored: true })).toEqual(ok);
    expect(await throttles.take(7, "d", { stored: true })).toEqual({ held: true, alert: true });
    expect(await throttles.take(7, "e", { stored: true })).toEqual({ held: true, alert: false });
    expect(await throttles.take(7, "d", { stored: true })).toEqual({ held: true, alert: false });
    await expect(throttles.take(7, "d", { stored: true })).rejects.toMatchObject({ status: 429 });
    expect(await throttles.take(8, "d", { stored: true })).toEqual(ok);
    // A new window: taken as usual again, and a new alert when passed again.
    now += 60_000;
    for (const ip of ["f", "g", "h"]) {
      expect(await throttles.take(7, ip, { stored: true })).toEqual(ok);
    }
    expect(await throttles.take(7, "i", { stored: true })).toEqual({ held: true, alert: true });
  });

  it("counts IPv6 addresses per /64 network (unit)", async () => {
    expect(throttledAddress("2001:db8:0:1::5")).toBe("2001:db8:0:1::/64");
    expect(throttledAddress("2001:0DB8:0000:0001:ffff:1:2:3")).toBe("2001:db8:0:1::/64");
    expect(throttledAddress("2001:db8:0:2::5")).toBe("2001:db8:0:2::/64");
    expect(throttledAddress("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(throttledAddress("192.0.2.7")).toBe("192.0.2.7");

    const throttles = createSubmissionThrottles(createMemoryAttemptStore(), {
      perIp: { max: 2, windowMs: 60_000 },
      perDomain: { max: 100, windowMs: 60_000 },
    });
    await throttles.take(7, "2001:db8:0:1::1", { stored: true });
    await throttles.take(7, "2001:db8:0:1:a:b:c:d", { stored: true });
    await expect(
      throttles.take(7, "2001:db8:0:1:ffff:ffff:ffff:ffff", { stored: true }),
    ).rejects.toMatchObject({ status: 429 });
    // The next /64 is another subscriber.
    await throttles.take(7, "2001:db8:0:2::1", { stored: true });
  });

  it("answers 429 to the sixth submission from one IPv6 /64 through the API", async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await submit(valid(), { ip: `2001:db8:77:1::${i}` })).status).toBe(201);
    }
    const blocked = await submit(valid(), { ip: "2001:db8:77:1:dead:beef:0:1" });
    expect(blocked.status).toBe(429);
    expect((await submit(valid(), { ip: "2001:db8:77:2::1" })).status).toBe(201);
  });
});

describe("notification mail", () => {
  it("goes to the domain's email from its outgoing_email, and marks the submission", async () => {
    const name = `Notify ${uniqueWord()}`;
    const res = await submit({
      form: "catering",
      name,
      email: "guest@example.com",
      phone: "555 0101",
      message: "Two trucks for a wedding.\nVegetarian options please.",
      fields: { event_date: "2030-06-01", guest_count: "120" },
    });
    expect(res.status).toBe(201);
    const mail = await eventually(() => outbox.find((m) => m.subject.includes(name)));
    expect(mail.to).toBe("hello@bayfoodtrucks.example");
    expect(mail.from).toBe("no-reply@bayfoodtrucks.example");
    expect(mail.replyTo).toBe("guest@example.com");
    expect(mail.subject).toBe(`New catering request: ${name}`);
    for (const line of [
      `Name: ${name}`,
      "Email: guest@example.com",
      "Phone: 555 0101",
      "Event date: 2030-06-01",
      "Guest count: 120",
      "Two trucks for a wedding.\nVegetarian options please.",
      `submission #${(await rowsNamed(name))[0].id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    await expect.poll(async () => (await rowsNamed(name))[0]?.notified_at ?? null).not.toBeNull();
  });

  it("names each form in the subject and keeps it on one line", async () => {
    const word = uniqueWord();
    await submit(valid({ form: "join", name: `Joiner ${word}` }));
    await submit(valid({ form: "contact", name: `Contact ${word}` }));
    const join = await eventually(() => outbox.find((m) => m.subject.includes(`Joiner ${word}`)));
    expect(join.subject).toBe(`New join request: Joiner ${word}`);
    const contact = await eventually(() =>
      outbox.find((m) => m.subject.startsWith("New contact message") && m.subject.includes(word)),
    );
    expect(contact.subject).toBe(`New contact message: Contact ${word}`);
    // A name with a line break is refused now; one stored before still mails on one line.
    const injected = `Contact\r\nBcc: evil@example.com ${word}`;
    expect((await submit(valid({ form: "contact", name: injected }))).status).toBe(422);
    const old = await insertSubmission(LOCAL, { name: injected });
    const mail = submissionMail(
      { ...old, form: "contact", created_at: old.created_at.toISOString() },
      "localhost",
    );
    expect(mail.subject).toBe(`New contact message: Contact Bcc: evil@example.com ${word}`);
    expect(mail.text).toContain(`Name: Contact Bcc: evil@example.com ${word}\n`);
  });

  it("leaves control and invisible characters of stored rows out of the mail", () => {
    const mail = submissionMail(
      {
        id: 9,
        form: "contact",
        name: "Eve\u202Egnp.exe\u200B",
        email: "eve@example.com\u2066",
        phone: "555\u200E",
        message: "Hi\u202E there\r\n\tsecond line\u0007",
        fields: { note: "a\u2067b\nc" },
        held: false,
        created_at: "2030-01-01T00:00:00.000Z",
      },
      "localhost",
    );
    expect(mail.subject).toBe("New contact message: Evegnp.exe");
    expect(mail.text).toContain("Name: Evegnp.exe\n");
    expect(mail.text).toContain("Email: eve@example.com\n");
    expect(mail.text).toContain("Phone: 555\n");
    expect(mail.text).toContain("Note: ab c\n");
    expect(mail.text).toContain("Hi there\r\n\tsecond line\n");
    expect(`${mail.subject}${mail.text}`).not.toMatch(/\p{Cf}/u);
    expect(mail.text.includes("\u0007")).toBe(false);
  });

  it("is never sent for a held submission", async () => {
    const row = await insertSubmission(LOCAL, { held: true });
    const sent: MailMessage[] = [];
    const notified = await notifyStored({ id: LOCAL, host: "localhost" }, row, {
      send: async (m) => void sent.push(m),
    });
    expect(notified).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it("is sent from MAIL_FROM when the domain has no outgoing_email", async () => {
    await setOption(CATERING, "outgoing_email", "");
    try {
      const name = `Fallback ${uniqueWord()}`;
      expect((await submit(valid({ name }), { host: "catering.localhost" })).status).toBe(201);
      const mail = await eventually(() => outbox.find((m) => m.subject.includes(name)));
      expect(mail.to).toBe("events@cateringcollective.example");
      expect(mail.from).toBe(DEFAULT_FROM);
    } finally {
      await setOption(CATERING, "outgoing_email", "no-reply@cateringcollective.example");
    }
  });

  it("is not sent when the domain has no email, and the submission stays unnotified", async () => {
    await setOption(CATERING, "email", "");
    try {
      const row = await insertSubmission(CATERING);
      const sent: MailMessage[] = [];
      const notified = await notifyStored({ id: CATERING, host: "catering.localhost" }, row, {
        send: async (m) => void sent.push(m),
      });
      expect(notified).toBe(false);
      expect(sent).toHaveLength(0);
      expect((await rowsNamed(row.name))[0].notified_at).toBeNull();
    } finally {
      await setOption(CATERING, "email", "events@cateringcollective.example");
    }
  });

  it("logs a failed mail and never fails the request", async () => {
    const { mailer } = app.deps;
    const original = mailer.send;
    let attempts = 0;
    mailer.send = async () => {
      attempts += 1;
      throw new Error("SMTP down");
    };
    try {
      const name = `Unmailed ${uniqueWord()}`;
      const res = await submit(valid({ name }));
      expect(res.status).toBe(201);
      await eventually(() => (attempts > 0 ? true : undefined));
      expect((await rowsNamed(name))[0].notified_at).toBeNull();

      // The operation itself: logged, false, unnotified.
      const row = await insertSubmission(LOCAL);
      const errors: unknown[] = [];
      const notified = await notifyStored(
        { id: LOCAL, host: "localhost" },
        row,
        mailer,
        (...args: unknown[]) => void errors.push(args),
      );
      expect(notified).toBe(false);
      expect(errors).toHaveLength(1);
      expect((await rowsNamed(row.name))[0].notified_at).toBeNull();
    } finally {
      mailer.send = original;
    }
  });
});

describe("GET /api/submissions/:id and DELETE /api/submissions/:id", () => {
  it("shows one submission, refuses garbage ids and unknown ones", async () => {
    const row = await insertSubmission(LOCAL, { fields: { guests: "12" }, phone: "555" });
    const res = await call(app, "GET", `/api/submissions/${row.id}`, { token: siteAdmin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: row.id,
        form: "contact",
        name: row.name,
        email: "row@example.com",
        phone: "555",
        message: "",
        fields: { guests: "12" },
        held: false,
        created_at: row.created_at.toISOString(),
      },
    });
    for (const id of ["abc", "0", "-1", "2147483648"]) {
      for (const method of ["GET", "DELETE"] as const) {
        const bad = await call(app, method, `/api/submissions/${id}`, { token: superAdmin });
        expect(bad.status, `${method} ${id}`).toBe(422);
        expect(bad.body.errors, `${method} ${id}`).toHaveProperty("id");
      }
    }
    const unknown = await call(app, "GET", "/api/submissions/2000000000", { token: editor });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(NOT_FOUND);
  });

  it("deletes a submission for good", async () => {
    const row = await insertSubmission(LOCAL);
    const res = await call(app, "DELETE", `/api/submissions/${row.id}`, { token: siteAdmin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { message: "The submission was deleted." } });
    expect(await rowsNamed(row.name)).toHaveLength(0);
    const again = await call(app, "DELETE", `/api/submissions/${row.id}`, { token: siteAdmin });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(NOT_FOUND);
    const gone = await call(app, "GET", `/api/submissions/${row.id}`, { token: siteAdmin });
    expect(gone.status).toBe(404);
  });
});
