import { POST_TYPES } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../src/db/schema.ts";
import {
  createContentTestApp,
  createMediaRow,
  createPost,
  uniqueWord,
} from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { call, createTestApp, login } from "./helpers.ts";

const t = await createContentTestApp();
const { app, db, admin, editor, catering } = t;
await createUser(db, { email: "siteadmin@example.com", roleId: 2, domainIds: [1] });
const siteAdmin = (await login(app, "siteadmin@example.com")).access_token;

const site = async (host = "localhost") =>
  (await call(app, "GET", "/api/site", { host })).body.data;
const memberIds = async (domainId: number, n: number) =>
  (
    await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.domain_id, domainId), eq(posts.post_type_id, POST_TYPES.member)))
      .limit(n)
  ).map((r) => r.id);

const goodAnalytics = {
  type: "script",
  src: "https://stats.example.org/script.js",
  tag_position: "head",
  async: true,
};
const goodMenu = {
  header: [
    { text: "Home", url: "/", type: "internal" },
    {
      text: "Trucks",
      url: "/members",
      type: "internal",
      mode: "dropdown",
      children: [{ text: "Tacos", url: "/tacos", type: "internal" }],
    },
  ],
  footer: [{ text: "Blog", url: "https://blog.example.org/", type: "external" }],
};

describe("colors", () => {
  it("a site admin sets a color; the public site follows at once", async () => {
    const before = await site();
    expect(before.colors.length).toBeGreaterThan(0);
    const res = await call(app, "PUT", "/api/domain-colors", {
      token: siteAdmin,
      body: [{ domain_color_type_id: 1, code: "#123ABC" }],
    });
    expect(res.status).toBe(200);
    expect(
      res.body.data.find((c: { domain_color_type_id: number }) => c.domain_color_type_id === 1)
        .code,
    ).toBe("#123abc");
    const anon = await call(app, "GET", "/api/domain-colors");
    expect(
      anon.body.data.find((c: { domain_color_type_id: number }) => c.domain_color_type_id === 1)
        .code,
    ).toBe("#123abc");
    // The other domain is untouched.
    const other = await site("catering.localhost");
    expect(other.colors.map((c: { code: string }) => c.code)).not.toContain("#123abc");
  });

  it("refuses codes that are not #RRGGBB and repeated types, changing nothing", async () => {
    for (const body of [
      [{ domain_color_type_id: 2, code: "red" }],
      [{ domain_color_type_id: 2, code: "#12345" }],
      [{ domain_color_type_id: 2, code: "#1234567" }],
      [{ domain_color_type_id: 9, code: "#123456" }],
      [
        { domain_color_type_id: 2, code: "#123456" },
        { domain_color_type_id: 2, code: "#654321" },
      ],
      { colors: [] },
    ]) {
      const res = await call(app, "PUT", "/api/domain-colors", { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    }
    const after = await site();
    expect(after.colors.map((c: { code: string }) => c.code)).not.toContain("#654321");
  });
});

describe("options", () => {
  it("sets text options and media options by id; clears media with null", async () => {
    const logo = await createMediaRow(db, 1, "New logo");
    const res = await call(app, "PUT", "/api/domain-options", {
      token: siteAdmin,
      body: { address: "  9 Pier Road  ", phone: "+1 555 0199", logo_id: logo.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.address).toBe("9 Pier Road");
    expect(res.body.data.logo.id).toBe(logo.id);
    expect((await site()).options.logo.alt).toBe("New logo");
    const cleared = await call(app, "PUT", "/api/domain-options", {
      token: admin,
      body: { fav_icon_id: null },
    });
    expect(cleared.body.data.fav_icon).toBeNull();
    expect(cleared.body.data.address).toBe("9 Pier Road");
  });

  it("refuses another domain's media, bad emails and oversized text", async () => {
    const foreign = await createMediaRow(db, 2);
    const res = await call(app, "PUT", "/api/domain-options", {
      token: admin,
      body: { logo_id: foreign.id, title: "Changed" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.logo_id).toEqual(["The selected logo is invalid."]);
    expect((await site()).options.title).not.toBe("Changed");

    const bad = await call(app, "PUT", "/api/domain-options", {
      token: admin,
      body: { email: "not-an-email", join_text: "x".repeat(2001), truck_image_id: "3" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["email", "join_text", "truck_image_id"]);
  });
});

describe("socials", () => {
  it("lists the icon set and manages links", async () => {
    const icons = await call(app, "GET", "/api/social-icons", { token: editor });
    expect(icons.status).toBe(200);
    const instagram = icons.body.data.find((i: { name: string }) => i.name === "instagram");
    expect(instagram.data.label).toBe("Instagram");
    expect(instagram.data.icons.length).toBeGreaterThan(0);

    const created = await call(app, "POST", "/api/domain-socials", {
      token: siteAdmin,
      body: { link: "https://instagram.com/baytrucks", icon_id: instagram.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.icon.name).toBe("instagram");
    const id = created.body.data.id;
    const listed = await call(app, "GET", "/api/domain-socials");
    expect(listed.body.data.map((s: { id: number }) => s.id)).toContain(id);
    expect((await site()).socials.map((s: { id: number }) => s.id)).toContain(id);

    const updated = await call(app, "PUT", `/api/domain-socials/${id}`, {
      token: admin,
      body: { link: "mailto:hello@example.org", icon_id: 16 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.icon.name).toBe("email");

    // Another domain's admin cannot see or touch it.
    expect(
      (
        await call(app, "PUT", `/api/domain-socials/${id}`, {
          token: catering,
          body: { link: "https://x.com/a", icon_id: 3 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(app, "DELETE", `/api/domain-socials/${id}`, { token: catering })).status,
    ).toBe(404);

    expect((await call(app, "DELETE", `/api/domain-socials/${id}`, { token: admin })).status).toBe(
      200,
    );
    expect((await site()).socials.map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it("refuses script links and unknown icons", async () => {
    for (const link of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "/relative",
      "//evil.example",
      "https://",
    ]) {
      const res = await call(app, "POST", "/api/domain-socials", {
        token: admin,
        body: { link, icon_id: 1 },
      });
      expect(res.status, link).toBe(422);
      expect(res.body.errors.link).toBeDefined();
    }
    const icon = await call(app, "POST", "/api/domain-socials", {
      token: admin,
      body: { link: "https://example.org", icon_id: 999 },
    });
    expect(icon.status).toBe(422);
    expect(icon.body.errors.icon_id).toEqual(["The selected icon is invalid."]);
  });
});

describe("menus", () => {
  it("replaces both menus; the site carries them", async () => {
    const res = await call(app, "PUT", "/api/domain-menu", { token: siteAdmin, body: goodMenu });
    expect(res.status).toBe(200);
    expect(res.body.data.menuBody.header[1].children[0].url).toBe("/tacos");
    const read = await call(app, "GET", "/api/domain-menu");
    expect(read.body.data.menuBody).toEqual(goodMenu);
    expect((await site()).menu).toEqual(goodMenu);
  });

  it("refuses unsafe urls, deep nesting, children without dropdown and oversized menus", async () => {
    const item = (over: object) => ({ text: "A", url: "/a", type: "internal", ...over });
    const cases: [object, string][] = [
      [
        { header: [item({ url: "javascript:alert(1)", type: "external" })], footer: [] },
        "header.0.url",
      ],
      [{ header: [item({ url: "https://evil.example" })], footer: [] }, "header.0.url"],
      [{ header: [item({ url: "//evil.example" })], footer: [] }, "header.0.url"],
      [
        { header: [], footer: [item({ url: "data:text/html,x", type: "external" })] },
        "footer.0.url",
      ],
      [
        {
          header: [item({ mode: "dropdown", children: [item({ children: [item({})] })] })],
          footer: [],
        },
        "header.0.children.0",
      ],
      [{ header: [item({ children: [item({})] })], footer: [] }, "header.0.mode"],
      [{ header: [], footer: [item({ mode: "dropdown" })] }, "footer.0"],
      [{ header: Array.from({ length: 31 }, () => item({})), footer: [] }, "header"],
      [{ header: [item({ text: "" })], footer: [] }, "header.0.text"],
    ];
    for (const [body, field] of cases) {
      const res = await call(app, "PUT", "/api/domain-menu", { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(res.body.errors)).toContain(field);
    }
    expect((await site()).menu).toEqual(goodMenu);
  });
});

describe("not-found page", () => {
  it("sets texts, the truck image and featured members; members gone later are skipped", async () => {
    const image = await createMediaRow(db, 1, "Truck");
    const members = await memberIds(1, 6);
    const res = await call(app, "PUT", "/api/domain-error-pages", {
      token: siteAdmin,
      body: {
        title: "Lost?",
        subtitle: "WE COULD NOT FIND THAT PAGE.",
        section_title: "Meet the members",
        section_text: "Six trucks to try.",
        truck_image_id: image.id,
        members,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: "Lost?", members, truck_image: { id: image.id } });

    const gone = await createPost(app, admin, {
      post_type_id: POST_TYPES.member,
      title: uniqueWord(),
    });
    await call(app, "PUT", "/api/domain-error-pages", {
      token: admin,
      body: { ...res.body.data, truck_image_id: image.id, members: [gone.id, ...members] },
    });
    await call(app, "DELETE", `/api/posts/${gone.id}`, { token: admin });
    const read = await call(app, "GET", "/api/domain-error-pages");
    expect(read.body.data.members).toEqual(members);
  });

  it("an image in use as the truck image is not deleted unless forced", async () => {
    const image = await createMediaRow(db, 1, "Spare truck");
    const page = (await site()).error_page;
    await call(app, "PUT", "/api/domain-error-pages", {
      token: admin,
      body: { ...page, truck_image: undefined, truck_image_id: image.id },
    });
    const refused = await call(app, "DELETE", `/api/media/${image.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This image is used by the site settings (not-found page image).",
    );
    const forced = await call(app, "DELETE", `/api/media/${image.id}?force=1`, { token: admin });
    expect(forced.status).toBe(200);
    expect((await site()).error_page.truck_image).toBeNull();
  });

  it("refuses members and images of another domain, and posts that are not members", async () => {
    const [foreignMember] = await memberIds(2, 1);
    const page = await createPost(app, admin, {
      post_type_id: POST_TYPES.page,
      title: uniqueWord(),
    });
    const foreignImage = await createMediaRow(db, 2);
    const res = await call(app, "PUT", "/api/domain-error-pages", {
      token: admin,
      body: {
        title: "x",
        subtitle: "y",
        section_title: "",
        section_text: "",
        truck_image_id: foreignImage.id,
        members: [foreignMember, page.id],
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["members", "truck_image_id"]);
    expect((await site()).error_page.title).toBe("Lost?");
  });
});

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
