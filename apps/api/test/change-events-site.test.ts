import {
  DOMAIN_CATERING_OPTIONS,
  DOMAIN_MEDIA_OPTIONS,
  DOMAIN_REVIEW_OPTIONS,
  DOMAIN_TEXT_OPTIONS,
  publicSiteSchema,
} from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { changesPublicData } from "../src/changes/bus.ts";
import { anyIds, createChangeEventsTestApp } from "./change-events-fixtures.ts";
import { call, siteOrigin, sitePath } from "./helpers.ts";

const { app, db, admin, editor, oneEvent } = await createChangeEventsTestApp();

describe("GET /api/site", () => {
  for (const host of ["localhost", "catering.localhost"]) {
    it(`gathers domain, colors and options of ${host}`, async () => {
      const site = await call(app, "GET", "/api/site", { host });
      expect(site.status).toBe(200);
      expect(publicSiteSchema.strict().safeParse(site.body.data).success).toBe(true);
      expect(site.body.data.origin).toBe(`http://${host}:3000`);
      const { domain, colors, options } = site.body.data;
      expect(domain).toEqual({
        id: host === "localhost" ? 1 : 2,
        host,
        name: expect.any(String),
        seo: { title: expect.any(String), description: expect.any(String) },
      });
      expect(colors.length).toBeGreaterThan(0);
      for (const color of colors) {
        expect(color).toEqual({
          id: expect.any(Number),
          domain_color_type_id: expect.any(Number),
          code: expect.stringMatching(/^#[0-9a-fA-F]{6}$/),
        });
      }
      expect(Object.keys(options).sort()).toEqual(
        [
          ...DOMAIN_TEXT_OPTIONS,
          ...DOMAIN_MEDIA_OPTIONS,
          ...DOMAIN_CATERING_OPTIONS,
          ...DOMAIN_REVIEW_OPTIONS,
        ].sort(),
      );
      expect(Object.keys(options)).toHaveLength(21);
      expect(options.logo).toMatchObject({
        id: expect.any(Number),
        url: expect.stringMatching(new RegExp(`^${siteOrigin(host)}/storage/domains/${host}/`)),
      });

      const current = await call(app, "GET", "/api/domains/current", { host });
      const domainColors = await call(app, "GET", "/api/domain-colors", { host });
      const domainOptions = await call(app, "GET", "/api/domain-options", { host });
      expect(domain).toEqual(current.body.data);
      expect(colors).toEqual(domainColors.body.data);
      expect(options).toEqual(domainOptions.body.data);
    });
  }

  it("answers 404 for an unknown host", async () => {
    const res = await call(app, "GET", "/api/site", { host: "nowhere.example" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Domain not found." });
  });

  it("issues at most two SQL queries, then serves from memory until a change event", async () => {
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const original = client.query;
    let queries = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      queries++;
      return original.apply(this, args);
    };
    const countQueries = async () => {
      const before = queries;
      const res = await call(app, "GET", "/api/site");
      expect(res.status).toBe(200);
      return queries - before;
    };
    try {
      await call(app, "GET", "/api/domains/current"); // the domain directory is loaded
      // Any event of the domain drops what is held for it.
      await app.deps.changes.publish({ domain_id: 1, topics: ["settings"], ids: [] });
      const cold = await countQueries();
      expect(cold).toBeGreaterThan(0);
      expect(cold).toBeLessThanOrEqual(2);
      expect(await countQueries()).toBe(0);
      // Another domain's event leaves localhost's held value alone.
      await app.deps.changes.publish({ domain_id: 2, topics: ["settings"], ids: [] });
      expect(await countQueries()).toBe(0);
    } finally {
      client.query = original;
    }
  });

  it("shows a write at once", async () => {
    await call(app, "GET", "/api/site");
    const seo = { title: `Fresh ${Date.now()}`, description: "Fresh description" };
    expect((await call(app, "PUT", "/api/domains", { token: admin, body: seo })).status).toBe(200);
    expect((await call(app, "GET", "/api/site")).body.data.domain.seo).toEqual(seo);
    expect((await call(app, "GET", "/api/domains/current")).body.data.seo).toEqual(seo);

    const logo = (await call(app, "GET", "/api/site")).body.data.options.logo;
    const alt = `Logo ${Date.now()}`;
    const put = await call(app, "PUT", `/api/media/${logo.id}`, { token: editor, body: { alt } });
    expect(put.status).toBe(200);
    expect((await call(app, "GET", "/api/site")).body.data.options.logo.alt).toBe(alt);
    expect((await call(app, "GET", "/api/domain-options")).body.data.logo.alt).toBe(alt);
  });
});

describe("media files on the API host", () => {
  type Item = { url: string; thumbnail_url: string; size: number; mime: string };
  const get = (url: string, host: string) =>
    app.inject({ method: "GET", url, headers: { host: `${host}:3000` } });

  it("serves the host's own files only", async () => {
    const members = await call(app, "GET", "/api/posts/by-type?type=2&limit=50");
    const poster = (members.body.data as { media: { poster: Item | null } }[]).find(
      (p) => p.media.poster,
    )?.media.poster;
    expect(poster).toBeDefined();
    // Absolute on its own site (contract.md "Several domains in one panel").
    expect(poster!.url.startsWith(`${siteOrigin()}/storage/domains/localhost/`)).toBe(true);
    const url = sitePath(poster!.url);

    const res = await get(url, "api.localhost");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\//);
    expect(res.headers["content-type"]).toContain(poster!.mime);
    expect(res.rawPayload.length).toBe(poster!.size);
    const thumb = await get(sitePath(poster!.thumbnail_url), "api.localhost");
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/png");

    const other = await get(url, "api.catering.localhost");
    expect(other.statusCode).toBe(404);
    const unknown = await get(url, "api.nowhere.example");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Domain not found." });
    const missing = await get("/storage/domains/localhost/library/missing.png", "api.localhost");
    expect(missing.statusCode).toBe(404);
  });
});

describe("settings and submissions", () => {
  it("settings writes publish settings; a submission publishes a private topic that public caches ignore", async () => {
    expect(
      await oneEvent("PUT", "/api/domain-options", {
        token: admin,
        body: { phone: "+1 555 0111" },
      }),
    ).toEqual(anyIds(["settings"]));
    expect(
      await oneEvent(
        "POST",
        "/api/domains",
        {
          token: admin,
          body: { host: `ev${Date.now()}.localhost`, name: "Events" },
        },
        201,
      ),
    ).toEqual(anyIds(["domains"]));

    const site = await call(app, "GET", "/api/site");
    const submitted = await oneEvent(
      "POST",
      "/api/submissions",
      { body: { form: "contact", name: "Ev Ent", email: "ev@example.org", message: "Hi" } },
      201,
    );
    expect(submitted).toEqual(anyIds(["submissions"]));
    expect(changesPublicData(submitted)).toBe(false);
    expect(changesPublicData({ ...submitted, topics: ["submissions", "settings"] })).toBe(true);
    expect(changesPublicData({ domain_id: null, topics: ["submissions"], ids: [] })).toBe(true);
    // The memoized site is still the same object's content after the submission.
    expect((await call(app, "GET", "/api/site")).body).toEqual(site.body);
  });
});
