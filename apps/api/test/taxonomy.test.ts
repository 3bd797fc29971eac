import { describe, expect, it } from "vitest";
import {
  createContentTestApp,
  createCuisineTag,
  createPost,
  uniqueWord,
} from "./content-fixtures.ts";
import { call } from "./helpers.ts";

const { app, admin, editor, catering } = await createContentTestApp();

type Method = "PUT" | "PATCH" | "DELETE";

/** A write on `{id}` refuses anonymous callers, garbage ids, unknown ids and other domains' rows. */
async function expectGuarded(
  method: Method,
  path: (id: number | string) => string,
  ownId: number,
  foreignId: number,
  body?: unknown,
) {
  const anon = await call(app, method, path(ownId), { body });
  expect(anon.status).toBe(401);
  expect(anon.body).toEqual({ message: "Unauthorized." });
  for (const id of ["abc", "0", "-1", "99999999999"]) {
    const res = await call(app, method, path(id), { token: admin, body });
    expect(res.status, id).toBe(422);
    expect(res.body.errors).toHaveProperty("id");
  }
  for (const id of [2_000_000_000, foreignId]) {
    const res = await call(app, method, path(id), { token: admin, body });
    expect(res.status, String(id)).toBe(404);
    expect(res.body).toEqual({ message: "Not found." });
  }
}

const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

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
      body: { title: "Barbecue", icon_data: { icon: "grill" } },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ id: b.id, title: "Barbecue", icon_data: '{"icon":"grill"}' });
    const keep = await call(app, "PUT", `/api/cuisine-tags/${b.id}`, {
      token: admin,
      body: { title: "Barbecue 2" },
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

describe("FAQ categories and FAQs", () => {
  it("creates categories and FAQs and lists them nested, by position", async () => {
    const word = uniqueWord();
    const cat = await call(app, "POST", "/api/faq-categories", {
      token: editor,
      body: { name: `Ordering ${word}` },
    });
    expect(cat.status).toBe(201);
    expect(cat.body.data).toEqual({
      id: expect.any(Number),
      name: `Ordering ${word}`,
      position: expect.any(Number),
    });
    const catId = cat.body.data.id;

    const q2 = await call(app, "POST", "/api/faqs", {
      token: admin,
      body: {
        question: "Second? <b>'%_",
        answer: "Yes; DROP TABLE faqs;--",
        faq_category_id: catId,
        position: 20,
      },
    });
    const q1 = await call(app, "POST", "/api/faqs", {
      token: admin,
      body: { question: "First?", answer: "Sure", faq_category_id: catId, position: 10 },
    });
    const loose = await call(app, "POST", "/api/faqs", {
      token: admin,
      body: { question: "No category?", answer: "None" },
    });
    expect(q2.status).toBe(201);
    expect(q2.body.data).toEqual({
      id: expect.any(Number),
      question: "Second? <b>'%_",
      answer: "Yes; DROP TABLE faqs;--",
      category: { id: catId, name: `Ordering ${word}` },
      position: 20,
    });
    expect(loose.body.data.category).toBeNull();
    expect(loose.body.data.position).toBeGreaterThan(20);

    const plain = await call(app, "GET", "/api/faq-categories");
    expect(plain.status).toBe(200);
    const plainCat = plain.body.data.find((c: { id: number }) => c.id === catId);
    expect(plainCat).toEqual({ id: catId, name: `Ordering ${word}`, position: expect.any(Number) });

    const nested = await call(app, "GET", "/api/faq-categories?withFaqs=1");
    const nestedCat = nested.body.data.find((c: { id: number }) => c.id === catId);
    expect(nestedCat.faqs.map((f: { id: number }) => f.id)).toEqual([
      q1.body.data.id,
      q2.body.data.id,
    ]);

    const faqs = await call(app, "GET", "/api/faqs");
    expect(faqs.status).toBe(200);
    expect(faqs.body.data).toContainEqual(loose.body.data);
    const positions = faqs.body.data.map((f: { position: number }) => f.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("deleting a category keeps its FAQs without a category", async () => {
    const cat = await call(app, "POST", "/api/faq-categories", {
      token: admin,
      body: { name: "Temp" },
    });
    const faq = await call(app, "POST", "/api/faqs", {
      token: admin,
      body: { question: "Kept?", answer: "Yes", faq_category_id: cat.body.data.id },
    });
    const del = await call(app, "DELETE", `/api/faq-categories/${cat.body.data.id}`, {
      token: admin,
    });
    expect(del.body).toEqual({ data: { message: "Deleted." } });
    const list = await call(app, "GET", "/api/faqs");
    expect(list.body.data).toContainEqual({ ...faq.body.data, category: null });
    expect(ids((await call(app, "GET", "/api/faq-categories")).body)).not.toContain(
      cat.body.data.id,
    );
  });

  it("patches and deletes FAQs", async () => {
    const cat = await call(app, "POST", "/api/faq-categories", {
      token: admin,
      body: { name: "P" },
    });
    const faq = await call(app, "POST", "/api/faqs", {
      token: admin,
      body: { question: "Q", answer: "A" },
    });
    const id = faq.body.data.id;
    const patched = await call(app, "PATCH", `/api/faqs/${id}`, {
      token: editor,
      body: { answer: "B", faq_category_id: cat.body.data.id },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toEqual({
      id,
      question: "Q",
      answer: "B",
      category: { id: cat.body.data.id, name: "P" },
      position: faq.body.data.position,
    });
    const cleared = await call(app, "PATCH", `/api/faqs/${id}`, {
      token: editor,
      body: { faq_category_id: null },
    });
    expect(cleared.body.data).toMatchObject({ answer: "B", category: null });
    const noop = await call(app, "PATCH", `/api/faqs/${id}`, { token: editor, body: {} });
    expect(noop.body.data).toEqual(cleared.body.data);

    const del = await call(app, "DELETE", `/api/faqs/${id}`, { token: admin });
    expect(del.body).toEqual({ data: { message: "Deleted." } });
    expect(ids((await call(app, "GET", "/api/faqs")).body)).not.toContain(id);
  });

  it("refuses a category of another domain", async () => {
    const foreign = await call(app, "POST", "/api/faq-categories", {
      token: catering,
      body: { name: "Theirs" },
    });
    const res = await call(app, "POST", "/api/faqs", {
      token: admin,
      body: { question: "Q", answer: "A", faq_category_id: foreign.body.data.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      faq_category_id: ["The selected faq category id is invalid."],
    });
    const faq = await call(app, "POST", "/api/faqs", {
      token: admin,
      body: { question: "Q", answer: "A" },
    });
    const patch = await call(app, "PATCH", `/api/faqs/${faq.body.data.id}`, {
      token: admin,
      body: { faq_category_id: foreign.body.data.id },
    });
    expect(patch.status).toBe(422);
    expect(patch.body.errors).toHaveProperty("faq_category_id");
    expect(ids((await call(app, "GET", "/api/faq-categories")).body)).not.toContain(
      foreign.body.data.id,
    );
  });

  it("validates bodies", async () => {
    const faqCases: [unknown, string[]][] = [
      [{}, ["answer", "question"]],
      [{ question: "x".repeat(10_000), answer: "a" }, ["question"]],
      [{ question: "q", answer: "x".repeat(10_001) }, ["answer"]],
      [{ question: "q", answer: "a", faq_category_id: "abc" }, ["faq_category_id"]],
      [{ question: 1, answer: true, position: -1 }, ["answer", "position", "question"]],
    ];
    for (const [body, fields] of faqCases) {
      const res = await call(app, "POST", "/api/faqs", { token: admin, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(fields);
    }
    const faq = await call(app, "POST", "/api/faqs", {
      token: admin,
      body: { question: "Q", answer: "A" },
    });
    const patch = await call(app, "PATCH", `/api/faqs/${faq.body.data.id}`, {
      token: admin,
      body: { question: "" },
    });
    expect(Object.keys(patch.body.errors)).toEqual(["question"]);
    for (const body of [{}, { name: "x".repeat(10_000) }, { name: [] }]) {
      const res = await call(app, "POST", "/api/faq-categories", { token: admin, body });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["name"]);
    }
    const flag = await call(app, "GET", "/api/faq-categories?withFaqs=yes");
    expect(flag.status).toBe(422);
    expect(flag.body.errors).toHaveProperty("withFaqs");
  });

  it("guards writes", async () => {
    expect((await call(app, "POST", "/api/faq-categories", { body: { name: "x" } })).status).toBe(
      401,
    );
    expect(
      (await call(app, "POST", "/api/faqs", { body: { question: "q", answer: "a" } })).status,
    ).toBe(401);
    const ownCat = await call(app, "POST", "/api/faq-categories", {
      token: admin,
      body: { name: "o" },
    });
    const foreignCat = await call(app, "POST", "/api/faq-categories", {
      token: catering,
      body: { name: "f" },
    });
    await expectGuarded(
      "DELETE",
      (id) => `/api/faq-categories/${id}`,
      ownCat.body.data.id,
      foreignCat.body.data.id,
    );
    const own = await call(app, "POST", "/api/faqs", {
      token: admin,
      body: { question: "q", answer: "a" },
    });
    const foreign = await call(app, "POST", "/api/faqs", {
      token: catering,
      body: { question: "q", answer: "a" },
    });
    await expectGuarded(
      "PATCH",
      (id) => `/api/faqs/${id}`,
      own.body.data.id,
      foreign.body.data.id,
      {
        answer: "changed",
      },
    );
    await expectGuarded(
      "DELETE",
      (id) => `/api/faqs/${id}`,
      own.body.data.id,
      foreign.body.data.id,
    );
    const theirs = await call(app, "GET", "/api/faqs", { host: "catering.localhost" });
    expect(theirs.body.data).toContainEqual(foreign.body.data);
  });
});
