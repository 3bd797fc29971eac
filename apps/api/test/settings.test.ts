import { POST_TYPES } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { createMediaRow, createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { createSettingsTestApp, goodMenu } from "./settings-fixtures.ts";

// Site settings: colors, options, socials, menus and the not-found page; analytics, domain
// creation, the role matrix and SEO are in settings-domains.test.ts.
const { app, db, admin, editor, catering, siteAdmin, site, memberIds } =
  await createSettingsTestApp();

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
