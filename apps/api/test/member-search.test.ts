import { postSchema, type TextPart } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import {
  createContentTestApp,
  createCuisineTag,
  createPost,
  uniqueWord,
} from "./content-fixtures.ts";
import { call } from "./helpers.ts";

// Issue 38 point 6, contract.md "Notifications, search, places": the public search of members
// (GET /api/posts/by-type?type=2&search=, what /members?search= shows) finds food.

const { app, admin, catering } = await createContentTestApp();

type Found = {
  id: number;
  attributes: { title: string };
  highlight: { title: TextPart[]; excerpt: TextPart[] };
};

const search = async (words: string, extra = "", host?: string) => {
  const res = await call(
    app,
    "GET",
    `/api/posts/by-type?type=2&search=${encodeURIComponent(words)}${extra}`,
    { host },
  );
  expect(res.status, words).toBe(200);
  return res.body as { data: Found[]; meta: { total: number; limit: number; offset: number } };
};
const idsOf = (body: { data: Found[] }) => body.data.map((p) => p.id);
const marked = (parts: TextPart[]) => parts.filter((p) => p.mark).map((p) => p.text);
const textOf = (parts: TextPart[]) => parts.map((p) => p.text).join("");

/** A published member with a menu (POST /api/posts takes `profile` on member posts). */
async function createMember(
  input: { title: string; description?: string; cuisines?: number[]; menu?: unknown[] },
  token = admin,
  host?: string,
) {
  const res = await call(app, "POST", "/api/posts", {
    token,
    host,
    body: {
      url: uniqueWord("m"),
      title: input.title,
      description: input.description ?? "",
      post_status_id: 2,
      post_type_id: 2,
      external_data: { cuisines: input.cuisines ?? [] },
      profile: { menu: input.menu ?? [] },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number };
}

const menuWith = (name: string, description = "") => [
  { section: "Mains", items: [{ name, description, price: 9 }] },
];

describe("public member search", () => {
  it("finds tacos in a description, a menu item and a cuisine name, marked", async () => {
    const u = uniqueWord("u");
    const inText = await createMember({ title: `Casa ${u}`, description: `Street tacos, ${u}.` });
    const inMenu = await createMember({
      title: `Rueda ${u}`,
      menu: menuWith("Birria tacos", `Slow beef ${u}`),
    });
    const tag = await createCuisineTag(app, admin, `Tacos ${u}`);
    const inCuisine = await createMember({ title: `Norte ${u}`, cuisines: [tag.id] });
    await createMember({ title: `Burger ${u}`, description: "Smash burgers." });

    const found = await search(`tacos ${u}`);
    expect(idsOf(found).sort()).toEqual([inText.id, inMenu.id, inCuisine.id].sort());
    expect(found.meta.total).toBe(3);
    const byId = new Map(found.data.map((p) => [p.id, p]));
    expect(marked(byId.get(inText.id)?.highlight.excerpt ?? [])).toEqual(["tacos", u]);
    expect(textOf(byId.get(inMenu.id)?.highlight.excerpt ?? [])).toBe(
      `Birria tacos: Slow beef ${u}`,
    );
    expect(marked(byId.get(inCuisine.id)?.highlight.excerpt ?? [])).toEqual(["Tacos", u]);
    expect(marked(byId.get(inCuisine.id)?.highlight.title ?? [])).toEqual([u]);
    for (const post of found.data) expect(postSchema.strict().safeParse(post).success).toBe(true);
    // The words are found by their start ("taco", "tac").
    expect(idsOf(await search(`tac ${u}`)).sort()).toEqual(idsOf(found).sort());
  });

  it("forgives small typos (tacso, thia) and not a different word", async () => {
    const u = uniqueWord("u");
    const tacos = await createMember({ title: `Casa ${u}`, description: `Tacos ${u}` });
    const tag = await createCuisineTag(app, admin, `Thai ${u}`);
    const thai = await createMember({
      title: `Basil ${u}`,
      description: `This truck cooks ${u}`,
      cuisines: [tag.id],
    });
    expect(idsOf(await search(`tacso ${u}`))).toEqual([tacos.id]);
    const typo = await search(`thia ${u}`);
    expect(idsOf(typo)).toEqual([thai.id]);
    // The typo is marked where it was found: "Thai", not "This".
    expect(marked(typo.data[0].highlight.excerpt)).toEqual(["Thai", u]);
    expect(idsOf(await search(`tapas ${u}`))).toEqual([]);
  });

  it("ranks title matches first, then exact before typos, then description before menu", async () => {
    const u = uniqueWord("u");
    const fuzzy = await createMember({ title: `Fuzzy ${u}`, description: `tacoz` });
    const menu = await createMember({ title: `Menu ${u}`, menu: menuWith("Tacos") });
    const description = await createMember({ title: `Text ${u}`, description: "Fish tacos" });
    const title = await createMember({ title: `Tacos ${u}` });
    const title2 = await createMember({ title: `Tacos two ${u}` });
    const all = await search(`tacos ${u}`);
    expect(idsOf(all)).toEqual([title.id, title2.id, description.id, menu.id, fuzzy.id]);
    // Pages of the ranked list keep its total.
    const page = await search(`tacos ${u}`, "&limit=2&offset=2");
    expect(idsOf(page)).toEqual([description.id, menu.id]);
    expect(page.meta).toEqual({ total: 5, limit: 2, offset: 2 });
    const past = await search(`tacos ${u}`, "&limit=2&offset=10");
    expect(past).toEqual({ data: [], meta: { total: 5, limit: 2, offset: 10 } });
  });

  it("returns members' text as plain parts: markup is text, only matched words are marked", async () => {
    const u = uniqueWord("u");
    const title = `<script>alert(1)</script> Tacos ${u}`;
    const description = `<img src=x onerror=alert(1)> <mark>tacos</mark> ${u}`;
    const member = await createMember({ title, description });
    const found = await search(`tacos ${u}`);
    expect(idsOf(found)).toEqual([member.id]);
    const { highlight } = found.data[0];
    expect(textOf(highlight.title)).toBe(title);
    expect(marked(highlight.title)).toEqual(["Tacos", u]);
    expect(highlight.title[0]).toEqual({ text: "<script>alert(1)</script> ", mark: false });
    expect(textOf(highlight.excerpt)).toBe(description);
    expect(marked(highlight.excerpt)).toEqual(["tacos", u]);
  });

  it("never finds another domain's members, and the team's search stays literal", async () => {
    const u = uniqueWord("u");
    const there = await createMember({ title: `Tacos ${u}` }, catering, "catering.localhost");
    expect(idsOf(await search(`tacos ${u}`))).toEqual([]);
    expect(idsOf(await search(`tacos ${u}`, "", "catering.localhost"))).toEqual([there.id]);
    const here = await createPost(app, admin, { title: `Panel ${u}`, description: "tacos" });
    const res = await call(app, "GET", `/api/posts/by-type?type=2&search=tacso%20${u}`, {
      token: admin,
    });
    expect(res.body.data).toEqual([]);
    expect(idsOf(await search(`tacso ${u}`))).toEqual([here.id]);
  });

  it("bounds the search: over 255 characters is refused, past 8 words ignored", async () => {
    const long = await call(app, "GET", `/api/posts/by-type?type=2&search=${"a".repeat(256)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors).toHaveProperty("search");
    const u = uniqueWord("u");
    const member = await createMember({ title: `Tacos ${u}` });
    const starts = [3, 4, 5].map((n) => u.slice(0, n)).join(" ");
    const words = `tacos ${u} ta tac taco ${starts} zzz1 zzz2`;
    expect(idsOf(await search(words))).toEqual([member.id]);
    // Nothing to look for (one letter, punctuation): nothing is found.
    expect((await search("a %")).meta.total).toBe(0);
  });
});
