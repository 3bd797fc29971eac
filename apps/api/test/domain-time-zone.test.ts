import { describe, expect, it } from "vitest";
import { call } from "./helpers.ts";
import { createDomainOptionsTestApp } from "./settings-fixtures.ts";

// contract.md "Domain time zone": `timezone` joins the domain options, an IANA name, UTC for a
// new domain, America/Los_Angeles in the demo; anything else is a 422 on `timezone`.

const { app, admin, options, put } = await createDomainOptionsTestApp();

describe("the domain time zone option", () => {
  it("is the demo's America/Los_Angeles, and UTC for a new domain", async () => {
    expect((await options()).timezone).toBe("America/Los_Angeles");
    const created = await call(app, "POST", "/api/domains", {
      token: admin,
      body: { name: "Zone Test", host: "zone-test.localhost" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await options("zone-test.localhost")).timezone).toBe("UTC");
  });

  it("takes an IANA name in any case, stored as spelled by the zone database", async () => {
    const saved = await put({ timezone: "europe/berlin" });
    expect(saved.status).toBe(200);
    expect(saved.body.data.timezone).toBe("Europe/Berlin");
    expect((await options()).timezone).toBe("Europe/Berlin");
    expect((await put({ timezone: "UTC" })).body.data.timezone).toBe("UTC");
  });

  it("refuses anything else with a 422 on timezone, changing nothing", async () => {
    await put({ timezone: "America/New_York" });
    for (const timezone of ["Mars/Olympus_Mons", "PST8PDTX", "+02:00", 42, "x".repeat(300)]) {
      const res = await put({ timezone, title: "Changed title" });
      expect(res.status, String(timezone)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["timezone"]);
    }
    const after = await options();
    expect(after.timezone).toBe("America/New_York");
    expect(after.title).not.toBe("Changed title");
  });

  it("goes back to UTC when cleared", async () => {
    expect((await put({ timezone: "" })).status).toBe(200);
    expect((await options()).timezone).toBe("UTC");
  });
});
