import { describe, expect, it } from "vitest";
import { uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import { createTaxonomyTestApp, ids } from "./taxonomy-fixtures.ts";

const { app, admin, editor, catering, expectGuarded } = await createTaxonomyTestApp();

/** POST /api/faq-categories as `token` (the super admin unless told). */
const createCategory = (name: string, token = admin) =>
  call(app, "POST", "/api/faq-categories", { token, body: { name } });
/** POST /api/faqs as the super admin. */
const createFaq = (body: unknown) => call(app, "POST", "/api/faqs", { token: admin, body });

describe("FAQ categories and FAQs", () => {
  it("creates categories and FAQs and lists them nested, by position", async () => {
    const word = uniqueWord();
    const cat = await createCategory(`Ordering ${word}`, editor);
    expect(cat.status).toBe(201);
    expect(cat.body.data).toEqual({
      id: expect.any(Number),
      name: `Ordering ${word}`,
      position: expect.any(Number),
    });
    const catId = cat.body.data.id;

    const q2 = await createFaq({
      question: "Second? <b>'%_",
      answer: "Yes; DROP TABLE faqs;--",
      faq_category_id: catId,
      position: 20,
    });
    const q1 = await createFaq({
      question: "First?",
      answer: "Sure",
      faq_category_id: catId,
      position: 10,
    });
    const loose = await createFaq({ question: "No category?", answer: "None" });
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
    const cat = await createCategory("Temp");
    const faq = await createFaq({
      question: "Kept?",
      answer: "Yes",
      faq_category_id: cat.body.data.id,
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
    const cat = await createCategory("P");
    const faq = await createFaq({ question: "Q", answer: "A" });
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
    const foreign = await createCategory("Theirs", catering);
    const res = await createFaq({
      question: "Q",
      answer: "A",
      faq_category_id: foreign.body.data.id,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      faq_category_id: ["The selected faq category id is invalid."],
    });
    const faq = await createFaq({ question: "Q", answer: "A" });
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
      const res = await createFaq(body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(fields);
    }
    const faq = await createFaq({ question: "Q", answer: "A" });
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
    const ownCat = await createCategory("o");
    const foreignCat = await createCategory("f", catering);
    await expectGuarded(
      "DELETE",
      (id) => `/api/faq-categories/${id}`,
      ownCat.body.data.id,
      foreignCat.body.data.id,
    );
    const own = await createFaq({ question: "q", answer: "a" });
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
