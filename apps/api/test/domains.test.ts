import {
  DOMAIN_CATERING_OPTIONS,
  DOMAIN_MEDIA_OPTIONS,
  DOMAIN_REVIEW_OPTIONS,
  DOMAIN_TEXT_OPTIONS,
} from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { ADMIN, call, createTestApp, EDITOR, itNeedsAToken, login } from "./helpers.ts";

const { app } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });

const admin = await login(app, ADMIN);
const editor = await login(app, EDITOR);

describe("roles", () => {
  it("lists the four roles with list meta", async () => {
    const res = await call(app, "GET", "/api/roles", { token: editor.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { id: 1, name: "Super admin" },
        { id: 2, name: "Site admin" },
        { id: 3, name: "Editor" },
        { id: 4, name: "Member" },
      ],
      meta: { total: 4, limit: expect.any(Number), offset: 0 },
    });
  });

  itNeedsAToken(app, "GET", "/api/roles");
});

describe("GET /api/domains", () => {
  it("lists every domain for a super admin", async () => {
    const res = await call(app, "GET", "/api/domains", { token: admin.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { host: string }) => d.host)).toEqual([
      "localhost",
      "catering.localhost",
    ]);
    expect(res.body.meta).toMatchObject({ total: 2, offset: 0 });
  });

  it("lists only an editor's own domains", async () => {
    const res = await call(app, "GET", "/api/domains", { token: editor.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: 1, host: "localhost", name: expect.any(String) }]);
    expect(res.body.meta.total).toBe(1);
  });

  itNeedsAToken(app, "GET", "/api/domains", { host: "catering.localhost" });
});

describe("GET /api/domains/current", () => {
  it("names the domain of the API host for anonymous callers", async () => {
    const res = await call(app, "GET", "/api/domains/current", { host: "catering.localhost" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: 2,
      host: "catering.localhost",
      name: expect.any(String),
      seo: { title: expect.any(String), description: expect.any(String) },
    });
    const local = await call(app, "GET", "/api/domains/current");
    expect(local.body.data).toMatchObject({ id: 1, host: "localhost" });
  });

  it("matches the host case-insensitively and without port", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/domains/current",
      headers: { host: "API.Catering.LocalHost" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(2);
  });
});

describe("PUT /api/domains (SEO)", () => {
  const seo = { title: "Trucks & <b>Tacos</b>", description: "Find 'em all; -- really" };

  it("is forbidden to an editor", async () => {
    const res = await call(app, "PUT", "/api/domains", { token: editor.access_token, body: seo });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Forbidden." });
    const current = await call(app, "GET", "/api/domains/current");
    expect(current.body.data.seo.title).not.toBe(seo.title);
  });

  itNeedsAToken(app, "PUT", "/api/domains", { body: seo });

  it("lets an admin set the SEO of the active domain", async () => {
    const res = await call(app, "PUT", "/api/domains", { token: admin.access_token, body: seo });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 1, seo });
    const current = await call(app, "GET", "/api/domains/current");
    expect(current.body.data.seo).toEqual(seo);
    // The other domain is untouched.
    const other = await call(app, "GET", "/api/domains/current", { host: "catering.localhost" });
    expect(other.body.data.seo.title).not.toBe(seo.title);
  });

  it("validates the lengths", async () => {
    const res = await call(app, "PUT", "/api/domains", {
      token: admin.access_token,
      body: { title: "t".repeat(256), description: "d".repeat(1001) },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.title).toEqual([expect.any(String)]);
    expect(res.body.errors.description).toEqual([expect.any(String)]);
    const current = await call(app, "GET", "/api/domains/current");
    expect(current.body.data.seo).toEqual(seo);
  });
});

describe("public domain settings", () => {
  it("serves the colors of the host's domain as #RRGGBB", async () => {
    const local = await call(app, "GET", "/api/domain-colors");
    const catering = await call(app, "GET", "/api/domain-colors", { host: "catering.localhost" });
    for (const res of [local, catering]) {
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.meta.total).toBe(res.body.data.length);
      for (const color of res.body.data) {
        expect(color).toEqual({
          id: expect.any(Number),
          domain_color_type_id: expect.any(Number),
          code: expect.stringMatching(/^#[0-9a-fA-F]{6}$/),
        });
      }
    }
    expect(
      local.body.data.find((c: { domain_color_type_id: number }) => c.domain_color_type_id === 1),
    ).toMatchObject({ code: "#B93F06" });
    const ids = (r: typeof local) => r.body.data.map((c: { id: number }) => c.id);
    expect(ids(local).some((id: number) => ids(catering).includes(id))).toBe(false);
  });

  it("serves the options of the host's domain: the 14 of the spec, currency, time zone, map tiles and catering", async () => {
    const local = await call(app, "GET", "/api/domain-options");
    const catering = await call(app, "GET", "/api/domain-options", { host: "catering.localhost" });
    for (const res of [local, catering]) {
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual(
        [
          ...DOMAIN_TEXT_OPTIONS,
          ...DOMAIN_MEDIA_OPTIONS,
          ...DOMAIN_CATERING_OPTIONS,
          ...DOMAIN_REVIEW_OPTIONS,
        ].sort(),
      );
      expect(Object.keys(res.body.data)).toHaveLength(21);
      for (const name of DOMAIN_TEXT_OPTIONS) expect(typeof res.body.data[name]).toBe("string");
      expect(typeof res.body.data.catering_matches).toBe("number");
      expect(typeof res.body.data.catering_auto_send).toBe("boolean");
      for (const name of DOMAIN_MEDIA_OPTIONS) {
        const value = res.body.data[name];
        if (value !== null) {
          expect(value).toMatchObject({ id: expect.any(Number), url: expect.any(String) });
        }
      }
    }
    expect(local.body.data.title).toBe("Bay Food Truck Association");
    expect(catering.body.data.title).not.toBe(local.body.data.title);
  });
});
