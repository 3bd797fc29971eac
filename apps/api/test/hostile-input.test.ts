import { describe, expect, it } from "vitest";
import { call, createTestApp, login } from "./helpers.ts";

/** Inputs that used to answer 500 (NUL bytes, deep nesting, ids past 2^31, year 0000): now 422. */
const { app } = await createTestApp();
const { access_token: token } = await login(app);
const NUL = "\u0000";

/** JSON text nested `depth` levels (built as text: JSON.stringify itself overflows). */
const nestedJson = (depth: number) =>
  `${'{"children":['.repeat(depth)}{"type":"text"}${"]}".repeat(depth)}`;

/** Sends a raw JSON text body (the helper's `call` would stringify it). */
async function send(method: "POST" | "PUT", url: string, json: string) {
  const res = await app.inject({
    method,
    url,
    headers: {
      host: "api.localhost",
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    payload: json,
  });
  return { status: res.statusCode, body: res.json() };
}

async function firstMember() {
  const list = await call(app, "GET", "/api/posts/by-type?type=2&limit=1", { token });
  return list.body.data[0];
}

describe("NUL characters are refused with 422 naming the field", () => {
  it.each([
    ["/api/posts/by-type?type=2&search=%00", "search"],
    ["/api/posts/by-url?url=%00", "url"],
    ["/api/media?search=%00", "search"],
  ])("GET %s", async (url, field) => {
    const res = await call(app, "GET", url, { token });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]?.[0]).toMatch(/NUL/);
  });

  it("in every kind of body", async () => {
    const member = await firstMember();
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/categories", { name: `a${NUL}` }, "name"],
      ["POST", "/api/faq-categories", { name: `a${NUL}` }, "name"],
      ["POST", "/api/cuisine-tags", { title: `a${NUL}` }, "title"],
      ["POST", "/api/faqs", { question: `q${NUL}`, answer: "a" }, "question"],
      [
        "POST",
        "/api/posts",
        { post_type_id: 2, post_status_id: 1, title: `t${NUL}`, url: "nul-test" },
        "title",
      ],
      [
        "PUT",
        "/api/posts/seo",
        {
          posts: [
            {
              id: member.id,
              description: `d${NUL}`,
              no_index: false,
              no_follow: false,
              show_in_sitemap: true,
            },
          ],
        },
        "posts.0.description",
      ],
      ["PUT", "/api/domains", { title: `t${NUL}`, description: "" }, "title"],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await call(app, method as "POST", url, { token, body });
      expect(res.status, `${method} ${url}`).toBe(422);
      expect(res.body.errors[field]?.[0], `${method} ${url}`).toMatch(/NUL/);
    }
    const seo = await call(app, "GET", "/api/domains/current", { token });
    expect(seo.body.data.seo.title).not.toContain(NUL);
  });
});

describe("deep documents are refused with 422 and the path of the offending node", () => {
  it("post_body nested 5,000 levels", async () => {
    const member = await firstMember();
    const res = await send(
      "PUT",
      `/api/posts/${member.id}/body`,
      `{"post_status_id":1,"post_body":{"root":${nestedJson(5000)}}}`,
    );
    expect(res.status).toBe(422);
    const [field] = Object.keys(res.body.errors);
    expect(field.startsWith("post_body.root.children.0")).toBe(true);
    expect(res.body.message).toMatch(/nested too deeply/);
    const after = await call(app, "GET", `/api/posts/${member.id}`, { token });
    expect(after.status).toBe(200);
  });

  it("icon_data nested 5,000 levels, as an object and inside its JSON string", async () => {
    for (const iconData of [nestedJson(5000), JSON.stringify(nestedJson(1000))]) {
      const res = await send(
        "POST",
        "/api/cuisine-tags",
        `{"title":"Deep","icon_data":${iconData}}`,
      );
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/nested too deeply/);
    }
  });
});

describe("ids and dates out of range", () => {
  it("switch-domain refuses 2^31, booleans and fractions with 422", async () => {
    for (const domain_id of [2147483648, true, 1.5, "1x"]) {
      const res = await call(app, "POST", "/api/auth/switch-domain", {
        token,
        body: { domain_id },
      });
      expect(res.status, String(domain_id)).toBe(422);
      expect(res.body.errors.domain_id).toBeDefined();
    }
  });

  it("path ids past 2^31 are 422, not 500", async () => {
    for (const url of [
      "/api/posts/2147483648",
      "/api/media/2147483648",
      "/api/posts/99999999999999999999",
    ]) {
      const res = await call(app, "GET", url, { token });
      expect(res.status, url).toBe(422);
    }
  });

  it("dates need a year from 1000 to 9999", async () => {
    const res = await call(
      app,
      "GET",
      "/api/posts/by-type?type=2&startDate=0000-01-01%2000:00:00",
      { token },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.startDate).toBeDefined();
  });
});
