import { expect, test } from "@playwright/test";
import { lightAndDark } from "./axe.ts";
import { apiCall, apiToken, EDITOR, siteUrl } from "./helpers.ts";

/**
 * Issue 24 point 4 (contract.md "Vendors edit their own listing; revisions and review"): an
 * editor copies a preview link of a draft page for a truck owner; the owner opens it signed out,
 * in a fresh browser: the draft as its page would show it under a "Preview" ribbon, never
 * indexed, private and never from the page cache, no script; a tampered link is the 404 page,
 * still private.
 */

type Link = { url: string; expires_at: string };

test("a draft's preview link shows the draft signed out, never cached or indexed", async ({
  browser,
}) => {
  const token = await apiToken(EDITOR);
  const word = `e2e-preview-${Date.now()}`;
  const created = await apiCall<{ data: { id: number } }>("POST", "/api/posts", {
    token,
    body: {
      url: word,
      title: `Festival lineup ${word}`,
      description: "Not yet announced.",
      post_status_id: 1,
      post_type_id: 1,
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  try {
    // The draft is not on the site.
    const visitor = await (await browser.newContext()).newPage();
    const hidden = await visitor.goto(`${siteUrl()}/${word}`);
    expect(hidden?.status()).toBe(404);

    const made = await apiCall<{ data: Link }>("POST", `/api/posts/${id}/preview-link`, { token });
    expect(made.status).toBe(200);
    const { url } = made.body.data;
    expect(url).toMatch(new RegExp(`^${siteUrl()}/preview/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));

    // The truck owner: a fresh context, signed out.
    const owner = await (await browser.newContext()).newPage();
    const scripts: string[] = [];
    owner.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    for (const attempt of [1, 2]) {
      const opened = await owner.goto(url);
      expect(opened?.status(), `open ${attempt}`).toBe(200);
      expect(opened?.headers()["cache-control"]).toBe("private, no-store");
      expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
      expect(opened?.headers()["x-page-cache"]).not.toBe("hit");
    }
    const ribbon = owner.getByRole("status").filter({ hasText: "Preview" });
    await expect(ribbon).toBeVisible();
    await expect(ribbon).toContainText("Preview: this page is not published.");
    await expect(ribbon).toContainText("This link works until");
    await expect(owner.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(owner.getByRole("heading", { level: 1 })).toHaveText(`Festival lineup ${word}`);
    expect(scripts).toEqual([]);
    expect(await lightAndDark(owner)).toEqual([]);

    // A tampered link: the site's 404 page, still private.
    const dot = url.lastIndexOf(".");
    const flipped = url[dot + 1] === "A" ? "B" : "A";
    const tampered = await owner.goto(`${url.slice(0, dot + 1)}${flipped}${url.slice(dot + 2)}`);
    expect(tampered?.status()).toBe(404);
    expect(tampered?.headers()["cache-control"]).toBe("private, no-store");
    expect(tampered?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(owner.getByRole("status").filter({ hasText: "Preview" })).toHaveCount(0);
  } finally {
    await apiCall("DELETE", `/api/posts/${id}`, { token });
  }
});
