import { POST_TYPES } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { createPost, uniqueWord } from "./content-fixtures.ts";
import { call, createTestApp, login } from "./helpers.ts";
import { createSettingsTestApp, goodAnalytics, goodMenu } from "./settings-fixtures.ts";

const { app, admin, editor, catering, siteAdmin, site, memberIds } = await createSettingsTestApp();

describe("analytics", () => {
  it("site admins manage items; the public site reads them", async () => {
    const created = await call(app, "POST", "/api/analytics", {
      token: siteAdmin,
      body: goodAnalytics,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ...goodAnalytics, defer: false, code: "" });
    const id = created.body.data.id;
    expect(
      (await call(app, "GET", "/api/analytics")).body.data.map((a: { id: number }) => a.id),
    ).toContain(id);
    expect((await site()).analytics.map((a: { id: number }) => a.id)).toContain(id);

    const meta = {
      type: "meta",
      name: "google-site-verification",
      content: "abc",
      tag_position: "head",
    };
    const updated = await call(app, "PUT", `/api/analytics/${id}`, { token: admin, body: meta });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ ...meta, src: "" });

    expect(
      (await call(app, "PUT", `/api/analytics/${id}`, { token: catering, body: meta })).status,
    ).toBe(404);
    expect((await call(app, "DELETE", `/api/analytics/${id}`, { token: catering })).status).toBe(
      404,
    );
    expect((await call(app, "DELETE", `/api/analytics/${id}`, { token: admin })).status).toBe(200);
    expect((await site()).analytics.map((a: { id: number }) => a.id)).not.toContain(id);
  });

  it("refuses insecure sources, bad positions and incomplete items", async () => {
    const cases: [object, string][] = [
      [{ ...goodAnalytics, src: "http://stats.example.org/s.js" }, "src"],
      [{ ...goodAnalytics, src: "javascript:alert(1)" }, "src"],
      [{ ...goodAnalytics, tag_position: "footer" }, "tag_position"],
      [{ type: "script", tag_position: "head" }, "src"],
      [{ type: "meta", tag_position: "head", content: "x" }, "name"],
      [{ type: "meta", name: "a", tag_position: "body-end" }, "tag_position"],
      [{ type: "iframe", tag_position: "head" }, "type"],
      [{ ...goodAnalytics, custom_id: "1 bad id" }, "custom_id"],
      [{ ...goodAnalytics, async: "yes" }, "async"],
    ];
    for (const [body, field] of cases) {
      const res = await call(app, "POST", "/api/analytics", { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(res.body.errors)).toContain(field);
    }
  });
});

describe("domain creation", () => {
  it("a super admin creates a domain whose public site works at once with defaults", async () => {
    const host = `${uniqueWord("new")}.localhost`;
    const res = await call(app, "POST", "/api/domains", {
      token: admin,
      body: { host: `  ${host.toUpperCase()} `, name: "New Trucks" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ host, name: "New Trucks" });
    const created = await site(host);
    expect(created.domain.host).toBe(host);
    expect(created.colors).toHaveLength(4);
    expect(created.options.title).toBe("New Trucks");
    expect(created.menu.header.map((i: { url: string }) => i.url)).toEqual(["/", "/members"]);
    expect(created.error_page.subtitle).not.toBe("");
    const home = await call(app, "GET", "/api/posts/by-url?url=/", { host });
    expect(home.status).toBe(200);
    // The super admin can switch to it.
    const switched = await call(app, "POST", "/api/auth/switch-domain", {
      token: (await login(app)).access_token,
      body: { domain_id: res.body.data.id },
    });
    expect(switched.status).toBe(200);

    const again = await call(app, "POST", "/api/domains", {
      token: admin,
      body: { host, name: "Dup" },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.host).toEqual(["The host has already been taken."]);
  });

  it("refuses invalid and reserved hosts, and everybody but super admins", async () => {
    for (const host of [
      "api.trucks.example",
      "bad host",
      "trucks.example:8080",
      "https://x.example",
      "-x.example",
      "",
      `${"a".repeat(64)}.example`,
    ]) {
      const res = await call(app, "POST", "/api/domains", {
        token: admin,
        body: { host, name: "X" },
      });
      expect(res.status, host).toBe(422);
      expect(res.body.errors.host).toBeDefined();
    }
    for (const token of [siteAdmin, editor]) {
      const res = await call(app, "POST", "/api/domains", {
        token,
        body: { host: "ok.example", name: "X" },
      });
      expect(res.status).toBe(403);
    }
    expect(
      (await call(app, "POST", "/api/domains", { body: { host: "ok.example", name: "X" } })).status,
    ).toBe(401);
  });
});

describe("role matrix", () => {
  const writes: [method: "PUT" | "POST", path: string, body: unknown][] = [
    ["PUT", "/api/domain-colors", [{ domain_color_type_id: 2, code: "#222222" }]],
    ["PUT", "/api/domain-options", { phone: "+1 555 0101" }],
    ["POST", "/api/domain-socials", { link: "https://facebook.com/x", icon_id: 1 }],
    ["PUT", "/api/domain-menu", goodMenu],
    [
      "PUT",
      "/api/domain-error-pages",
      { title: "a", subtitle: "b", section_title: "", section_text: "" },
    ],
    ["POST", "/api/analytics", goodAnalytics],
    ["PUT", "/api/domains", { title: "SEO title", description: "SEO text" }],
  ];

  it.each(writes)(
    "%s %s: anonymous 401, editor 403, site admin and super admin allowed",
    async (method, path, body) => {
      expect((await call(app, method, path, { body })).status).toBe(401);
      const denied = await call(app, method, path, { token: editor, body });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe("Forbidden.");
      expect((await call(app, method, path, { token: siteAdmin, body })).status).toBeLessThan(300);
      expect((await call(app, method, path, { token: catering, body })).status).toBeLessThan(300);
    },
  );

  it("a write acts on the caller's active domain only", async () => {
    await call(app, "PUT", "/api/domain-options", {
      token: catering,
      body: { phone: "+1 555 0202" },
    });
    expect((await site("catering.localhost")).options.phone).toBe("+1 555 0202");
    expect((await site()).options.phone).toBe("+1 555 0101");
  });

  it.each([
    ["/api/domain-colors"],
    ["/api/domain-options"],
    ["/api/domain-socials"],
    ["/api/domain-menu"],
    ["/api/domain-error-pages"],
    ["/api/analytics"],
    ["/api/site"],
  ])("GET %s is public and names the host's domain", async (path) => {
    const res = await call(app, "GET", path, { host: "catering.localhost" });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeDefined();
    expect((await call(app, "GET", path, { host: "unknown.example" })).status).toBe(404);
  });
});

describe("GET /api/site origin", () => {
  it("is the PUBLIC_URL pattern for the domain's host, never the request's Host port", async () => {
    const res = await call(app, "GET", "/api/site", { host: "catering.localhost" });
    expect(res.body.data.origin).toBe("http://catering.localhost:3000");
    const configured = await createTestApp({ PUBLIC_URL: "https://{host}" });
    const other = await configured.app.inject({
      method: "GET",
      url: "/api/site",
      headers: { host: "api.localhost:8080" },
    });
    expect(other.json().data.origin).toBe("https://localhost");
  });
});

describe("demo seed", () => {
  it.each(["localhost", "catering.localhost"])(
    "%s has socials, menus, a not-found page and an inert analytics item",
    async (host) => {
      const fresh = await createTestApp();
      const res = await call(fresh.app, "GET", "/api/site", { host });
      const s = res.body.data;
      expect(s.socials.length).toBeGreaterThanOrEqual(3);
      const dropdown = s.menu.header.find((i: { mode?: string }) => i.mode === "dropdown");
      expect(dropdown.children.length).toBeGreaterThan(1);
      expect(s.menu.footer.length).toBeGreaterThan(0);
      expect(s.error_page.truck_image).not.toBeNull();
      expect(s.error_page.members).toHaveLength(6);
      expect(s.analytics).toEqual([expect.objectContaining({ type: "meta", content: "inert" })]);
    },
  );
});

describe("SEO in one save", () => {
  it("saves the domain's SEO and posts' SEO flags together, all or nothing", async () => {
    const post = await createPost(app, admin, {
      post_type_id: POST_TYPES.page,
      title: uniqueWord(),
    });
    const ok = await call(app, "PUT", "/api/posts/seo", {
      token: siteAdmin,
      body: {
        domain: { title: "Trucks of the Bay", description: "All the trucks." },
        posts: [{ id: post.id, no_index: true, no_follow: false, show_in_sitemap: false }],
      },
    });
    expect(ok.status).toBe(200);
    expect((await site()).domain.seo.title).toBe("Trucks of the Bay");
    const row = ok.body.data.find((p: { id: number }) => p.id === post.id);
    expect(row).toMatchObject({ no_index: true, show_in_sitemap: false });

    const [foreign] = await memberIds(2, 1);
    const rolledBack = await call(app, "PUT", "/api/posts/seo", {
      token: admin,
      body: {
        domain: { title: "Should not stay", description: "" },
        posts: [{ id: foreign, no_index: true, no_follow: true, show_in_sitemap: false }],
      },
    });
    expect(rolledBack.status).toBe(404);
    expect((await site()).domain.seo.title).toBe("Trucks of the Bay");

    const editorTry = await call(app, "PUT", "/api/posts/seo", {
      token: editor,
      body: { domain: { title: "Editor title", description: "" }, posts: [] },
    });
    expect(editorTry.status).toBe(403);
    const empty = await call(app, "PUT", "/api/posts/seo", { token: admin, body: { posts: [] } });
    expect(empty.status).toBe(422);
  });
});
