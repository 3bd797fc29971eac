import { CUISINE_TAG_TAKEN } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { createCuisineTag, createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { createTaxonomyTestApp, ids } from "./taxonomy-fixtures.ts";

// Categories and cuisine tags; FAQ categories and FAQs are in taxonomy-faqs.test.ts.
const { app, admin, editor, catering, expectGuarded } = await createTaxonomyTestApp();

describe("categories", () => {
  it("creates, lists (public, per domain) and deletes", async () => {
    const name = `Street food <b>'%_</b> ${uniqueWord()}`;
    const created = await call(app, "POST", "/api/categories", {
      token: editor,
      body: { name: `  ${name} ` },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ data: { id: expect.any(Number), name } });
    const foreign = await call(app, "POST", "/api/categories", {
      token: catering,
      body: { name: "Theirs" },
    });

    const list = await call(app, "GET", "/api/categories");
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(created.body.data);
    expect(ids(list.body)).not.toContain(foreign.body.data.id);
    expect(list.body.meta).toEqual({
      total: list.body.data.length,
      limit: expect.any(Number),
      offset: 0,
    });
    const onCatering = await call(app, "GET", "/api/categories", { host: "catering.localhost" });
    expect(ids(onCatering.body)).toContain(foreign.body.data.id);

    const del = await call(app, "DELETE", `/api/categories/${created.body.data.id}`, {
      token: admin,
    });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ data: { message: "Deleted." } });
    expect(ids((await call(app, "GET", "/api/categories")).body)).not.toContain(
      created.body.data.id,
    );
  });

  it("validates the name and needs a token", async () => {
    for (const body of [
      {},
      { name: "" },
      { name: "   " },
      { name: 5 },
      { name: "x".repeat(10_000) },
    ]) {
      const res = await call(app, "POST", "/api/categories", { token: admin, body });
      expect(res.status, JSON.stringify(body).slice(0, 30)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["name"]);
    }
    expect((await call(app, "POST", "/api/categories", { body: { name: "x" } })).status).toBe(401);
  });

  it("guards DELETE", async () => {
    const own = await call(app, "POST", "/api/categories", { token: admin, body: { name: "a" } });
    const foreign = await call(app, "POST", "/api/categories", {
      token: catering,
      body: { name: "b" },
    });
    await expectGuarded(
      "DELETE",
      (id) => `/api/categories/${id}`,
      own.body.data.id,
      foreign.body.data.id,
    );
  });
});

describe("cuisine tags", () => {
  it("creates, lists sorted by title (public), updates and deletes", async () => {
    const word = uniqueWord();
    const b = await createCuisineTag(app, editor, `Bbq ${word}`, '{"icon":"fire","color":"#f00"}');
    const a = await createCuisineTag(app, admin, `asian ${word}`, "{}");
    expect(b).toEqual({
      id: expect.any(Number),
      title: `Bbq ${word}`,
      icon_data: '{"icon":"fire","color":"#f00"}',
    });
    const foreign = await createCuisineTag(app, catering, `Catering ${word}`);

    const list = await call(app, "GET", "/api/cuisine-tags");
    expect(list.status).toBe(200);
    const titles = list.body.data.map((t: { title: string }) => t.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect(ids(list.body)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids(list.body)).not.toContain(foreign.id);
    expect(typeof list.body.data[0].icon_data).toBe("string");

    // An object is accepted too and stored as its JSON string; icon_data left out is kept.
    const put = await call(app, "PUT", `/api/cuisine-tags/${b.id}`, {
      token: admin,
      body: { title: `Barbecue ${word}`, icon_data: { icon: "grill" } },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({
      id: b.id,
      title: `Barbecue ${word}`,
      icon_data: '{"icon":"grill"}',
    });
    const keep = await call(app, "PUT", `/api/cuisine-tags/${b.id}`, {
      token: admin,
      body: { title: `Barbecue 2 ${word}` },
    });
    expect(keep.body.data.icon_data).toBe('{"icon":"grill"}');

    const del = await call(app, "DELETE", `/api/cuisine-tags/${a.id}`, { token: editor });
    expect(del.body).toEqual({ data: { message: "Deleted." } });
    expect(ids((await call(app, "GET", "/api/cuisine-tags")).body)).not.toContain(a.id);
  });

  it("deleting a tag removes it from posts", async () => {
    const tag = await createCuisineTag(app, admin);
    const post = await createPost(app, admin, { external_data: { cuisines: [tag.id] } });
    await call(app, "DELETE", `/api/cuisine-tags/${tag.id}`, { token: admin });
    const res = await call(app, "GET", `/api/posts/${post.id}`, { token: admin });
    expect(res.body.data.external_data.cuisines).toEqual([]);
  });

  it("validates title and icon_data", async () => {
    const cases: [unknown, string[]][] = [
      [{}, ["title"]],
      [{ title: "x".repeat(10_000) }, ["title"]],
      [{ title: "Ok", icon_data: "{not json" }, ["icon_data"]],
      [{ title: "Ok", icon_data: "[1,2]" }, ["icon_data"]],
      [{ title: "Ok", icon_data: '"str"' }, ["icon_data"]],
      [{ title: "Ok", icon_data: 5 }, ["icon_data"]],
      [{ title: "Ok", icon_data: `{"a":"${"x".repeat(30_000)}"}` }, ["icon_data"]],
    ];
    for (const [body, fields] of cases) {
      const res = await call(app, "POST", "/api/cuisine-tags", { token: admin, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(fields);
    }
    const bad = await call(app, "POST", "/api/cuisine-tags", {
      token: admin,
      body: { title: "Ok", icon_data: "{not json" },
    });
    expect(bad.body.errors.icon_data).toEqual(["The icon data must be a JSON object."]);
    const tag = await createCuisineTag(app, admin);
    const put = await call(app, "PUT", `/api/cuisine-tags/${tag.id}`, {
      token: admin,
      body: { title: "", icon_data: "nope" },
    });
    expect(Object.keys(put.body.errors).sort()).toEqual(["icon_data", "title"]);
  });

  it("guards writes", async () => {
    expect(
      (await call(app, "POST", "/api/cuisine-tags", { body: { title: "x", icon_data: "{}" } }))
        .status,
    ).toBe(401);
    const own = await createCuisineTag(app, admin);
    const foreign = await createCuisineTag(app, catering);
    await expectGuarded("PUT", (id) => `/api/cuisine-tags/${id}`, own.id, foreign.id, {
      title: "Renamed",
    });
    await expectGuarded("DELETE", (id) => `/api/cuisine-tags/${id}`, own.id, foreign.id);
    const theirs = await call(app, "GET", "/api/cuisine-tags", { host: "catering.localhost" });
    expect(theirs.body.data).toContainEqual(foreign);
  });
});

type ListedTag = { id: number; title: string; icon_data: string; members_count?: number };

/** The cuisine tags list as `token`'s holder (anonymous without one) reads it. */
async function listedTags(token?: string, host?: string): Promise<ListedTag[]> {
  const res = await call(app, "GET", "/api/cuisine-tags", { token, host });
  expect(res.status).toBe(200);
  return res.body.data;
}

const listedTag = async (id: number, token?: string) =>
  (await listedTags(token)).find((t) => t.id === id);

/** The public (memoised) member list's cuisines of one member, found by its unique title. */
async function publicCuisinesOf(title: string) {
  const res = await call(
    app,
    "GET",
    `/api/posts/by-type?type=2&search=${encodeURIComponent(title)}`,
  );
  expect(res.status).toBe(200);
  const member = res.body.data.find(
    (p: { attributes: { title: string } }) => p.attributes.title === title,
  );
  return member?.external_data.cuisines.map((c: { title: string }) => c.title) as string[];
}

describe("cuisine tags: the panel screen's needs", () => {
  it("team members get members_count (member posts outside the trash); anonymous readers do not", async () => {
    const tag = await createCuisineTag(app, editor);
    const unused = await createCuisineTag(app, editor);
    const cuisines = { cuisines: [tag.id] };
    await createPost(app, admin, { external_data: cuisines });
    await createPost(app, admin, { external_data: cuisines, post_status_id: 1 });
    const trashed = await createPost(app, admin, { external_data: cuisines });
    await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: admin });
    // A cuisine page presenting the tag is no member.
    await createPost(app, admin, { external_data: cuisines, post_type_id: 3 });

    expect(await listedTag(tag.id, editor)).toEqual({ ...tag, members_count: 2 });
    expect(await listedTag(unused.id, admin)).toEqual({ ...unused, members_count: 0 });
    const everyTag = await listedTags(editor);
    expect(everyTag.every((t) => typeof t.members_count === "number")).toBe(true);

    const anonymous = await listedTag(tag.id);
    expect(anonymous).toEqual(tag);
    expect(anonymous).not.toHaveProperty("members_count");
  });

  it("refuses a title the domain already has, whatever its case; other domains may have it", async () => {
    const word = uniqueWord();
    const taken = { message: CUISINE_TAG_TAKEN, errors: { title: [CUISINE_TAG_TAKEN] } };
    const mexican = await createCuisineTag(app, editor, `Mexican ${word}`);
    expect(mexican.title).toBe(`Mexican ${word}`);
    for (const title of [
      `Mexican ${word}`,
      `mexican ${word.toUpperCase()}`,
      `  MEXICAN ${word} `,
    ]) {
      const res = await call(app, "POST", "/api/cuisine-tags", {
        token: editor,
        body: { title, icon_data: "{}" },
      });
      expect(res.status, title).toBe(422);
      expect(res.body).toEqual(taken);
    }
    const same = (await listedTags(editor)).filter(
      (t) => t.title.toLowerCase() === `mexican ${word}`,
    );
    expect(same).toHaveLength(1);

    // Renaming another tag to it is refused and changes nothing.
    const other = await createCuisineTag(app, editor, `Tex-Mex ${word}`);
    const rename = await call(app, "PUT", `/api/cuisine-tags/${other.id}`, {
      token: editor,
      body: { title: `MEXICAN ${word}` },
    });
    expect(rename.status).toBe(422);
    expect(rename.body).toEqual(taken);
    expect((await listedTag(other.id))?.title).toBe(`Tex-Mex ${word}`);

    // A tag may change the case of its own title; the title is kept as written.
    const recased = await call(app, "PUT", `/api/cuisine-tags/${mexican.id}`, {
      token: editor,
      body: { title: `mexican ${word}` },
    });
    expect(recased.status).toBe(200);
    expect(recased.body.data.title).toBe(`mexican ${word}`);

    // Another domain is another namespace.
    const theirs = await createCuisineTag(app, catering, `Mexican ${word}`);
    expect(theirs.title).toBe(`Mexican ${word}`);
  });

  it("keeps the title as typed on the members' public reads", async () => {
    const word = uniqueWord();
    const tag = await createCuisineTag(app, editor, `Mexican ${word}`);
    const member = await createPost(app, editor, { external_data: { cuisines: [tag.id] } });
    expect(await publicCuisinesOf(member.attributes.title)).toEqual([`Mexican ${word}`]);
  });

  it("deleting a tag in use removes it from its members, and public reads show it at once", async () => {
    const tag = await createCuisineTag(app, editor);
    const kept = await createCuisineTag(app, editor);
    const member = await createPost(app, editor, {
      external_data: { cuisines: [tag.id, kept.id] },
    });
    const title = member.attributes.title;
    // The public list is memoised per domain: read it before the delete.
    expect((await publicCuisinesOf(title)).sort()).toEqual([kept.title, tag.title].sort());
    expect((await listedTag(tag.id, editor))?.members_count).toBe(1);

    const del = await call(app, "DELETE", `/api/cuisine-tags/${tag.id}`, { token: editor });
    expect(del.status).toBe(200);

    expect(await publicCuisinesOf(title)).toEqual([kept.title]);
    const staff = await call(app, "GET", `/api/posts/${member.id}`, { token: editor });
    expect(staff.body.data.external_data.cuisines.map((c: { id: number }) => c.id)).toEqual([
      kept.id,
    ]);
    expect(await listedTag(tag.id, editor)).toBeUndefined();
    expect((await listedTag(kept.id, editor))?.members_count).toBe(1);
  });

  it("an editor manages tags of its domain only: another domain's tag id is a 404", async () => {
    const own = await createCuisineTag(app, editor, uniqueWord("Korean "), '{"emoji":"🥢"}');
    const renamed = await call(app, "PUT", `/api/cuisine-tags/${own.id}`, {
      token: editor,
      body: { title: `${own.title} BBQ`, icon_data: { emoji: "🍖", color: "#C92A2A" } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({
      id: own.id,
      title: `${own.title} BBQ`,
      icon_data: '{"emoji":"🍖","color":"#C92A2A"}',
    });

    const foreign = await createCuisineTag(app, catering, uniqueWord("Theirs "));
    const put = await call(app, "PUT", `/api/cuisine-tags/${foreign.id}`, {
      token: editor,
      body: { title: "Hijacked" },
    });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ message: "Not found." });
    // Even with a title the editor's domain has (no 422 tells what the other domain holds).
    const clash = await call(app, "PUT", `/api/cuisine-tags/${foreign.id}`, {
      token: editor,
      body: { title: renamed.body.data.title },
    });
    expect(clash.status).toBe(404);
    const del = await call(app, "DELETE", `/api/cuisine-tags/${foreign.id}`, { token: editor });
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ message: "Not found." });
    expect(await listedTags(undefined, "catering.localhost")).toContainEqual(foreign);

    const gone = await call(app, "DELETE", `/api/cuisine-tags/${own.id}`, { token: editor });
    expect(gone.status).toBe(200);
  });

  it("an anonymous caller may not write", async () => {
    const tag = await createCuisineTag(app, editor);
    const writes = [
      call(app, "POST", "/api/cuisine-tags", {
        body: { title: uniqueWord("Anon "), icon_data: "{}" },
      }),
      call(app, "PUT", `/api/cuisine-tags/${tag.id}`, { body: { title: "Anonymous" } }),
      call(app, "DELETE", `/api/cuisine-tags/${tag.id}`),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthorized." });
    }
    expect(await listedTag(tag.id)).toEqual(tag);
  });
});
