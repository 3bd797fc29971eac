import { POST_TYPES } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { createContentTestApp, createPost, uniqueWord } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

const { app, admin, editor, catering } = await createContentTestApp();
const dashboard = async (token: string) => call(app, "GET", "/api/dashboard", { token });

describe("GET /api/dashboard", () => {
  it("counts posts per type, media, FAQs and submissions of the active domain", async () => {
    const before = (await dashboard(admin)).body.data;
    expect(before.counts.posts[String(POST_TYPES.member)]).toBeGreaterThanOrEqual(24);
    expect(before.counts.media).toBeGreaterThan(0);
    expect(before.counts.faqs).toBeGreaterThan(0);
    expect(before.counts.submissions).toBeGreaterThan(0);
    expect(before.recent_submissions.length).toBe(5);

    const title = `Fresh ${uniqueWord()}`;
    const post = await createPost(app, admin, { post_type_id: POST_TYPES.blog, title });
    const sent = await call(app, "POST", "/api/submissions", {
      body: { form: "contact", name: "Dash Board", email: "dash@example.org", message: "Hi" },
    });
    expect(sent.status).toBe(201);

    const after = (await dashboard(editor)).body.data;
    expect(after.counts.posts[String(POST_TYPES.blog)]).toBe(
      before.counts.posts[String(POST_TYPES.blog)] + 1,
    );
    expect(after.counts.submissions).toBe(before.counts.submissions + 1);
    expect(after.recent_edits[0]).toMatchObject({ id: post.id, title });
    expect(after.recent_submissions[0]).toMatchObject({ name: "Dash Board", form: "contact" });

    // Another domain sees neither.
    const other = (await dashboard(catering)).body.data;
    expect(other.recent_edits.map((e: { id: number }) => e.id)).not.toContain(post.id);
    expect(other.recent_submissions.map((s: { name: string }) => s.name)).not.toContain(
      "Dash Board",
    );
  });

  it("needs a sign-in", async () => {
    expect((await call(app, "GET", "/api/dashboard")).status).toBe(401);
  });
});
