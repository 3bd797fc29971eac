import { CATERING_CAPS } from "@fooddir/contract";
import { and, inArray, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createMemoryAttemptStore } from "../src/auth/attempt-store.ts";
import { cateringMatches, cateringRequests } from "../src/db/schema.ts";
import { createCateringCaps } from "../src/features/catering/catering-throttle.ts";
import { defangLinks } from "../src/mail/defang-links.ts";
import { NOW, postRequest, requestBody, setUpCaterers } from "./catering-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { call, createTestApp, eventually, login } from "./helpers.ts";

// Issue 37 point 3: catering requests can no longer flood the trucks. Past the per-domain or
// per-truck cap (CATERING_CAPS, default configuration) a request is held for staff review, not
// mailed, and the site admins get one alert; the mails the trucks get show a visitor's links
// disabled and say a visitor wrote them.

const { app, db, outbox } = await createTestApp({}, { clock: () => NOW });
const LOCAL = 1;
const trucks = await setUpCaterers(db, LOCAL, 5);
const admins = ["caps-admin-1@example.com", "caps-admin-2@example.com"];
for (const email of admins) await createUser(db, { email, roleId: 2, domainIds: [LOCAL] });
const staff = (await login(app, admins[0])).access_token;

const ALERT_SUBJECT = "Catering requests on localhost are being held for review";
const alertsTo = (to: string) =>
  outbox.filter((m) => m.subject === ALERT_SUBJECT && m.to === to).length;
const mailsTo = (to: string) => outbox.filter((m) => m.to === to).length;
const PHISH =
  "Pay the deposit at https://evil.example/login or www.evil.example, ask boss@evil.example";

describe("a flood of catering requests (six addresses, sixteen requests)", () => {
  const ips = ["10.77.0.1", "10.77.0.2", "10.77.0.3", "2001:db8:77:1::1", "10.77.0.5", "10.77.0.6"];
  let answers: { status: number; body: { data: { id: number; status: string } } }[] = [];

  it("mails each truck at most its cap, holds the rest for review and alerts each admin once", async () => {
    answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        postRequest(app, requestBody({ notes: PHISH }), { ip: ips[i % ips.length] }),
      ),
    );
    // The visitor is answered as always: each request is taken.
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(201));

    const perTruck = CATERING_CAPS.perTruck.max;
    for (const truck of trucks) expect(mailsTo(truck.email)).toBeLessThanOrEqual(perTruck);
    expect(mailsTo(trucks[0].email)).toBeGreaterThan(0);

    const ids = answers.map((a) => a.body.data.id);
    const rows = await db.select().from(cateringRequests).where(inArray(cateringRequests.id, ids));
    const held = rows.filter((r) => r.held_reason !== "");
    const sent = rows.filter((r) => r.status === "sent");
    expect(sent.length).toBeLessThanOrEqual(perTruck);
    expect(held).toHaveLength(16 - sent.length);
    for (const row of held) {
      expect(row.status).toBe("new");
      expect(row.held_reason).toMatch(
        new RegExp(
          `^Held for review: .+ sent ${perTruck} catering requests within 24 hours already\\.$`,
        ),
      );
    }
    // A held request's trucks were not mailed: its matches wait.
    const heldMatches = await db
      .select()
      .from(cateringMatches)
      .where(
        inArray(
          cateringMatches.request_id,
          held.map((r) => r.id),
        ),
      );
    expect(heldMatches.length).toBe(held.length * trucks.length);
    expect(heldMatches.every((m) => m.status === "pending" && m.sent_at === null)).toBe(true);

    // One alert per admin for the whole episode, not one per held request.
    await eventually(() => (admins.every((a) => alertsTo(a) > 0) ? true : undefined));
    const more = await postRequest(app, requestBody(), { ip: "10.77.0.9" });
    expect(more.status).toBe(201);
    expect(more.body.data.status).toBe("new");
    for (const admin of admins) expect(alertsTo(admin)).toBe(1);
    const alert = outbox.find((m) => m.subject === ALERT_SUBJECT)!;
    expect(alert.text).toContain("Catering requests");
    expect(alert.text).not.toContain("evil");
  });

  it("shows the visitor's links disabled in the trucks' mails, and says a visitor wrote it", () => {
    const mails = outbox.filter((m) => trucks.some((t) => t.email === m.to));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      for (const part of [mail.text, mail.html ?? ""]) {
        expect(part).toContain("hxxps://evil[.]example/login");
        expect(part).toContain("www[.]evil[.]example");
        expect(part).toContain("boss@evil[.]example");
        expect(part).not.toContain("https://evil");
        expect(part).not.toContain("evil.example");
        expect(part).toContain("A visitor of");
        expect(part).toContain("did not write or check it");
      }
      expect(mail.html).not.toMatch(/href="[^"]*evil/);
      // The site's own answer links stay links.
      expect(mail.html).toMatch(/href="http:\/\/localhost:3000\/respond\//);
    }
  });

  it("shows staff why a request is held; staff can still send it, which mails its trucks", async () => {
    const ids = answers.map((a) => a.body.data.id);
    const [{ id: heldId }] = await db
      .select({ id: cateringRequests.id })
      .from(cateringRequests)
      .where(and(inArray(cateringRequests.id, ids), ne(cateringRequests.held_reason, "")))
      .limit(1);

    const detail = await call(app, "GET", `/api/catering-requests/${heldId}`, { token: staff });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ status: "new" });
    expect(detail.body.data.held_reason).toContain("Held for review");
    const list = await call(app, "GET", "/api/catering-requests?status=new&limit=100", {
      token: staff,
    });
    const listed = list.body.data.find((r: { id: number }) => r.id === heldId);
    expect(listed.held_reason).toContain("Held for review");

    const before = mailsTo(trucks[0].email);
    const sent = await call(app, "POST", `/api/catering-requests/${heldId}/send`, {
      token: staff,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ status: "sent", held_reason: "" });
    expect(mailsTo(trucks[0].email)).toBe(before + 1);
  });
});

describe("createCateringCaps", () => {
  it("holds past the domain's cap, naming it, and raises one alert per window", async () => {
    const caps = createCateringCaps(createMemoryAttemptStore(), {
      perDomain: { max: 2, windowMs: 60 * 60 * 1000 },
      perTruck: { max: 100, windowMs: 24 * 60 * 60 * 1000 },
    });
    const truck = [{ member_id: 1, title: "Taco Loco" }];
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await caps.take(9, truck));
    expect(verdicts.map((v) => v.heldReason === "")).toEqual([true, true, false, false, false]);
    expect(verdicts.map((v) => v.alert)).toEqual([false, false, true, false, false]);
    expect(verdicts[2].heldReason).toBe(
      "Held for review: this site's trucks were sent more than 2 catering requests within an hour.",
    );
    // Another domain has its own counts.
    expect(await caps.take(10, truck)).toEqual({ heldReason: "", alert: false });
  });
});

describe("defangLinks", () => {
  it("disables links and web addresses, and leaves ordinary text alone", () => {
    expect(defangLinks("https://x.y")).toBe("hxxps://x[.]y");
    expect(defangLinks("HTTP://Evil.Example/a.b?c=d.ee")).toBe(
      "hxxp://Evil[.]Example/a.b?c=d[.]ee",
    );
    expect(defangLinks("ftp://files.example.org")).toBe("ftp[:]//files[.]example[.]org");
    expect(defangLinks("see www.evil.co.uk today")).toBe("see www[.]evil[.]co[.]uk today");
    expect(defangLinks("mail a@b.example")).toBe("mail a@b[.]example");
    expect(defangLinks("evil\u3002example")).toBe("evil[.]example");
    expect(defangLinks("ip 192.168.1.10")).toBe("ip 192[.]168[.]1[.]10");
    for (const plain of [
      "3.5 hours, e.g. vegan",
      "Company party <b>on the roof</b>",
      "1 Market St.",
    ]) {
      expect(defangLinks(plain)).toBe(plain);
    }
  });
});
