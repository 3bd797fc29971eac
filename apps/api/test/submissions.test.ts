import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { submissions } from "../src/db/schema.ts";
import { uniqueWord } from "./content-fixtures.ts";
import { call, eventually, freshIp } from "./helpers.ts";
import {
  CATERING,
  createSubmissionsTestApp,
  LOCAL,
  TOO_MANY,
  valid,
} from "./submissions-fixtures.ts";

// Public submissions (POST /api/submissions) and the staff's list; the mail and the throttles
// are in submissions-mail.test.ts, the export and the role matrix in submissions-export.test.ts.
const ctx = await createSubmissionsTestApp();
const { app, db, outbox, superAdmin, editor, siteAdminB, submit, insertSubmission } = ctx;
const { rowsNamed, countOf } = ctx;

/** The body POST answers for valid(overrides), cleaned: the submission and when it was received. */
const receipt = (overrides: Record<string, unknown>) => ({
  data: { ...valid(overrides), created_at: expect.any(String) },
});

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
    expect(res.body).toEqual(
      receipt({
        name,
        email: "jane.doe@example.com",
        phone: "+1 (555) 010-2030",
        message: "Lunch for 40.",
        fields: { guests: "40", vegan: "true", event_date: "2030-05-01" },
      }),
    );
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
    expect(bot.body).toEqual(receipt({ name }));
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
