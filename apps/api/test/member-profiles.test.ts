import { memberProfileSchema, postSchema } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { createContentTestApp, createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

// contract.md "Member profiles": contact links, socials and menu of member posts.

const { app, admin, catering } = await createContentTestApp();

const PROFILE = {
  phone: " +1 (555) 010-2030 ",
  website: "https://tacoloco.example.com",
  public_email: "hola@tacoloco.example.com",
  socials: [
    { network: "instagram", url: "https://instagram.com/tacoloco" },
    { network: "facebook", url: "https://facebook.com/tacoloco" },
  ],
  menu: [
    {
      section: " Tacos ",
      items: [
        {
          name: "Al pastor",
          description: "Pork, pineapple, onion",
          price: 4.5,
          dietary: ["halal", "gluten-free", "halal"],
        },
        { name: "Nopales", description: "", price: 4, dietary: ["vegan"] },
      ],
    },
    { section: "Drinks", items: [{ name: "Horchata", price: null }] },
  ],
};

/** The profile as reads return it: trimmed, "" as null, dietary tags unique in list order. */
const STORED = {
  phone: "+1 (555) 010-2030",
  website: "https://tacoloco.example.com",
  public_email: "hola@tacoloco.example.com",
  socials: PROFILE.socials,
  menu: [
    {
      section: "Tacos",
      items: [
        {
          name: "Al pastor",
          description: "Pork, pineapple, onion",
          price: 4.5,
          dietary: ["gluten-free", "halal"],
        },
        { name: "Nopales", description: null, price: 4, dietary: ["vegan"] },
      ],
    },
    {
      section: "Drinks",
      items: [{ name: "Horchata", description: null, price: null, dietary: [] }],
    },
  ],
};

async function createMember(profile: unknown = PROFILE, extra: Record<string, unknown> = {}) {
  const word = uniqueWord("m");
  const res = await call(app, "POST", "/api/posts", {
    token: admin,
    body: {
      url: word,
      title: `Member ${word}`,
      post_status_id: 2,
      post_type_id: 2,
      profile,
      ...extra,
    },
  });
  return { res, word };
}

const dataBody = (url: string, profile: unknown) => ({
  url,
  title: `Member ${url}`,
  post_status_id: 2,
  no_index: false,
  no_follow: false,
  show_in_sitemap: true,
  profile,
});

describe("member profiles", () => {
  it("are stored and returned on staff and public reads", async () => {
    const { res, word } = await createMember();
    expect(res.status).toBe(201);
    expect(res.body.data.profile).toEqual(STORED);
    expect(postSchema.strict().safeParse(res.body.data).success).toBe(true);
    const id = res.body.data.id;

    const staff = await call(app, "GET", `/api/posts/${id}`, { token: admin });
    expect(staff.body.data.profile).toEqual(STORED);

    const byUrl = await call(app, "GET", `/api/posts/by-url?url=${word}`);
    expect(byUrl.status).toBe(200);
    expect(byUrl.body.data.profile).toEqual(STORED);

    const list = await call(app, "GET", `/api/posts/by-type?type=2&search=${word}`);
    expect(list.body.data.map((p: { profile: unknown }) => p.profile)).toEqual([STORED]);
    const staffList = await call(app, "GET", `/api/posts/by-type?type=2&search=${word}`, {
      token: admin,
    });
    expect(staffList.body.data[0].profile).toEqual(STORED);
  });

  it("is null on posts without one", async () => {
    const member = await createPost(app, admin);
    const page = await createPost(app, admin, { post_type_id: 1 });
    for (const id of [member.id, page.id]) {
      const res = await call(app, "GET", `/api/posts/${id}`, { token: admin });
      expect(res.body.data.profile).toBeNull();
    }
  });

  it("refuses javascript: and data: web addresses with a 422 on that field", async () => {
    const website = await createMember({ ...PROFILE, website: "javascript:alert(1)" });
    expect(website.res.status).toBe(422);
    expect(website.res.body.errors["profile.website"]).toEqual([
      "Enter a web address starting with https:// or http://",
    ]);

    const social = await createMember({
      ...PROFILE,
      socials: [{ network: "instagram", url: "javascript:alert(1)" }],
    });
    expect(social.res.status).toBe(422);
    expect(social.res.body.errors["profile.socials.0.url"]).toEqual([
      "Enter a web address starting with https:// or http://",
    ]);

    const data = await createMember({ ...PROFILE, website: "data:text/html,<script>x</script>" });
    expect(data.res.status).toBe(422);
    expect(Object.keys(data.res.body.errors)).toEqual(["profile.website"]);
    // Nothing was created.
    const list = await call(app, "GET", `/api/posts/by-type?type=2&search=${website.word}`, {
      token: admin,
    });
    expect(list.body.data).toEqual([]);
  });

  it("refuses a negative price, an unknown dietary tag, a bad phone and a bad email", async () => {
    const { res } = await createMember({
      phone: "call me<script>",
      public_email: "not-an-email",
      menu: [
        {
          section: "Tacos",
          items: [
            { name: "Al pastor", price: -1 },
            { name: "Nopales", price: 4.555, dietary: ["paleo"] },
          ],
        },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors["profile.menu.0.items.0.price"]).toEqual(["Enter a price of 0 or more"]);
    expect(res.body.errors["profile.menu.0.items.1.price"]).toBeDefined();
    expect(res.body.errors["profile.menu.0.items.1.dietary.0"]).toBeDefined();
    expect(res.body.errors["profile.phone"]).toBeDefined();
    expect(res.body.errors["profile.public_email"]).toEqual(["Enter a valid email address."]);
  });

  it("refuses a profile on a page, on create and on update", async () => {
    const word = uniqueWord("pg");
    const create = await call(app, "POST", "/api/posts", {
      token: admin,
      body: { url: word, title: "A page", post_status_id: 2, post_type_id: 1, profile: PROFILE },
    });
    expect(create.status).toBe(422);
    expect(create.body.errors.profile).toEqual(["Only member posts have a profile."]);

    const page = await createPost(app, admin, { post_type_id: 1 });
    const update = await call(app, "PUT", `/api/posts/${page.id}/data`, {
      token: admin,
      body: dataBody(page.attributes.url, PROFILE),
    });
    expect(update.status).toBe(422);
    expect(update.body.errors.profile).toEqual(["Only member posts have a profile."]);
    const read = await call(app, "GET", `/api/posts/${page.id}`, { token: admin });
    expect(read.body.data.profile).toBeNull();
    expect(read.body.data.attributes.title).toBe(page.attributes.title);
  });

  it("replaces the profile on update, keeps it when left out and clears it with null", async () => {
    const { res, word } = await createMember();
    const id = res.body.data.id;
    const next = {
      website: "http://new.example.com",
      menu: [{ section: "Bowls", items: [{ name: "Burrito bowl", price: 11 }] }],
    };
    const updated = await call(app, "PUT", `/api/posts/${id}/data`, {
      token: admin,
      body: dataBody(word, next),
    });
    expect(updated.status).toBe(200);
    const replaced = {
      phone: null,
      website: "http://new.example.com",
      public_email: null,
      socials: [],
      menu: [
        {
          section: "Bowls",
          items: [{ name: "Burrito bowl", description: null, price: 11, dietary: [] }],
        },
      ],
    };
    expect(updated.body.data.profile).toEqual(replaced);
    const publicRead = await call(app, "GET", `/api/posts/by-url?url=${word}`);
    expect(publicRead.body.data.profile).toEqual(replaced);

    const { profile: _left, ...withoutProfile } = dataBody(word, null);
    const kept = await call(app, "PUT", `/api/posts/${id}/data`, {
      token: admin,
      body: withoutProfile,
    });
    expect(kept.body.data.profile).toEqual(replaced);

    const cleared = await call(app, "PUT", `/api/posts/${id}/data`, {
      token: admin,
      body: dataBody(word, null),
    });
    expect(cleared.body.data.profile).toBeNull();
  });

  it("gives 404 for another domain's member and leaves its profile alone", async () => {
    const foreign = await createPost(app, catering);
    const res = await call(app, "PUT", `/api/posts/${foreign.id}/data`, {
      token: admin,
      body: dataBody(foreign.attributes.url, PROFILE),
    });
    expect(res.status).toBe(404);
    const own = await call(app, "GET", `/api/posts/${foreign.id}`, { token: catering });
    expect(own.body.data.profile).toBeNull();
  });
});

describe("demo members", () => {
  it("have a phone, a website, social links and a menu the contract accepts", async () => {
    const res = await call(app, "GET", "/api/posts/by-type?type=2&limit=500");
    const seeded = res.body.data.filter((p: { profile: unknown }) => p.profile !== null);
    expect(seeded.length).toBeGreaterThan(5);
    for (const post of seeded) {
      const { profile } = post;
      expect(memberProfileSchema.parse(profile)).toEqual(profile);
      expect(profile.phone).toBeTruthy();
      expect(profile.website).toMatch(/^https:\/\//);
      expect(profile.socials.length).toBeGreaterThanOrEqual(2);
      expect(profile.menu.length).toBeGreaterThanOrEqual(2);
      expect(profile.menu.flatMap((s: { items: unknown[] }) => s.items).length).toBeGreaterThan(2);
    }
  });
});

describe("currency option", () => {
  it("is USD by default, takes an ISO 4217 code and refuses others", async () => {
    const site = async () => (await call(app, "GET", "/api/site")).body.data;
    expect((await site()).options.currency).toBe("USD");

    const saved = await call(app, "PUT", "/api/domain-options", {
      token: admin,
      body: { currency: "eur" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.currency).toBe("EUR");
    expect((await site()).options.currency).toBe("EUR");

    const bad = await call(app, "PUT", "/api/domain-options", {
      token: admin,
      body: { currency: "XYZ1" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["currency"]);
    expect((await site()).options.currency).toBe("EUR");

    await call(app, "PUT", "/api/domain-options", { token: admin, body: { currency: "" } });
    expect((await site()).options.currency).toBe("USD");
  });
});
