import { POST_STATUSES, PREVIEW_LINK_TTL_HOURS } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { signPreviewToken } from "../src/features/posts/preview-token.ts";
import { adminTokenOn, createPost } from "./content-fixtures.ts";
import { ADMIN, call, createTestApp, EDITOR, login, siteOrigin } from "./helpers.ts";

// contract.md "Vendors edit their own listing; revisions and review", issue 24 point 4: preview
// links. The clock is injected: a link works for 24 hours after it was made, signed out.

const START = Math.floor(Date.now() / 1000) * 1000;
let now = START;
const { app } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" }, { clock: () => now });
const HOUR = 3_600_000;
const INVALID = { message: "This preview link is not valid or has expired." };

const admin = (await login(app, ADMIN)).access_token;
const editor = (await login(app, EDITOR)).access_token;
const catering = await adminTokenOn(app, 2);

type Link = { url: string; expires_at: string };

const makeLink = (id: number, token = editor) =>
  call(app, "POST", `/api/posts/${id}/preview-link`, { token });

async function linkOf(id: number, token = editor): Promise<Link> {
  const res = await makeLink(id, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Link;
}

const tokenOf = (link: Link) => link.url.slice(link.url.lastIndexOf("/") + 1);
const preview = (token: string, host = "localhost") =>
  call(app, "GET", `/api/posts/preview?token=${encodeURIComponent(token)}`, { host });

describe("creating a preview link", () => {
  it("answers a link on the post's own site that expires in 24 hours", async () => {
    const draft = await createPost(app, editor, { post_status_id: POST_STATUSES.draft });
    const link = await linkOf(draft.id);
    expect(link.url).toMatch(
      new RegExp(`^${siteOrigin("localhost")}/preview/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`),
    );
    expect(link.expires_at).toBe(new Date(START + PREVIEW_LINK_TTL_HOURS * HOUR).toISOString());
  });

  it("uses the site's public origin, never the host the request came on", async () => {
    const draft = await createPost(app, editor, { post_status_id: POST_STATUSES.draft });
    // The editor's token acts on localhost whatever API host it is sent to.
    const res = await call(app, "POST", `/api/posts/${draft.id}/preview-link`, {
      token: editor,
      host: "catering.localhost",
      headers: { "x-forwarded-host": "evil.example" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.url.startsWith(`${siteOrigin("localhost")}/preview/`)).toBe(true);
  });

  it("is refused signed out (401) and for another domain's post (404)", async () => {
    const theirs = await createPost(app, catering, {}, "catering.localhost");
    const signedOut = await call(app, "POST", `/api/posts/${theirs.id}/preview-link`);
    expect(signedOut.status).toBe(401);
    const other = await makeLink(theirs.id, admin);
    expect(other.status).toBe(404);
    expect((await makeLink(2_000_000_000)).status).toBe(404);
  });

  it("refuses a post in the trash", async () => {
    const post = await createPost(app, editor);
    expect((await call(app, "DELETE", `/api/posts/${post.id}`, { token: editor })).status).toBe(
      200,
    );
    const res = await makeLink(post.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Restore the post from the trash to preview it.");
  });
});

describe("reading a post through its preview link", () => {
  it("reads a published post exactly as the public read by url does", async () => {
    const home = await call(app, "GET", "/api/posts/by-url?url=%2F");
    expect(home.status).toBe(200);
    const res = await preview(tokenOf(await linkOf(home.body.data.id)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual(home.body.data);
    expect(res.body.data).not.toHaveProperty("public_url");
  });

  it("reads a draft signed out, never cached, with the link's expiry", async () => {
    const draft = await createPost(app, editor, {
      post_status_id: POST_STATUSES.draft,
      title: "Secret menu",
    });
    expect((await call(app, "GET", `/api/posts/by-url?url=${draft.attributes.url}`)).status).toBe(
      404,
    );
    const link = await linkOf(draft.id);
    const res = await preview(tokenOf(link));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body.data).toMatchObject({
      id: draft.id,
      post_status_id: POST_STATUSES.draft,
      attributes: { title: "Secret menu" },
    });
    expect(res.body.meta).toEqual({ expires_at: link.expires_at, publish_at: null });
  });

  it("says when a scheduled draft will be published (issue 38)", async () => {
    const publishAt = new Date(START + 30 * 24 * HOUR).toISOString();
    const draft = await createPost(app, editor, { post_status_id: POST_STATUSES.draft });
    const scheduled = await call(app, "PUT", `/api/posts/${draft.id}/data`, {
      token: editor,
      body: {
        url: draft.attributes.url,
        title: draft.attributes.title,
        post_status_id: POST_STATUSES.draft,
        no_index: false,
        no_follow: false,
        show_in_sitemap: true,
        publish_at: publishAt,
      },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const res = await preview(tokenOf(await linkOf(draft.id)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Date.parse(res.body.meta.publish_at)).toBe(Date.parse(publishAt));
  });

  it("works until 24 hours after it was made, then is a 404", async () => {
    const draft = await createPost(app, editor, { post_status_id: POST_STATUSES.draft });
    const token = tokenOf(await linkOf(draft.id));
    try {
      now = START + PREVIEW_LINK_TTL_HOURS * HOUR - 1000;
      expect((await preview(token)).status).toBe(200);
      now = START + PREVIEW_LINK_TTL_HOURS * HOUR;
      const expired = await preview(token);
      expect(expired.status).toBe(404);
      expect(expired.body).toEqual(INVALID);
      expect(expired.headers["cache-control"]).toBe("private, no-store");
    } finally {
      now = START;
    }
  });

  it("refuses a tampered, forged or malformed token with the same 404", async () => {
    const draft = await createPost(app, editor, { post_status_id: POST_STATUSES.draft });
    const other = await createPost(app, editor, { post_status_id: POST_STATUSES.draft });
    const token = tokenOf(await linkOf(draft.id));
    const [payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    // Another post's id under the first post's signature.
    const moved = Buffer.from(JSON.stringify({ ...claims, post_id: other.id })).toString(
      "base64url",
    );
    const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    const forged = signPreviewToken(
      "not-the-secret",
      { post_id: draft.id, domain_id: 1 },
      new Date(now),
    );
    for (const bad of [
      `${moved}.${signature}`,
      `${payload}.${flipped}`,
      forged.token,
      "abc",
      "a.b.c",
      `${payload}.`,
    ]) {
      const res = await preview(bad);
      expect(res.status, bad).toBe(404);
      expect(res.body).toEqual(INVALID);
    }
  });

  it("is a 404 on another domain's host and once the post is in the trash", async () => {
    const draft = await createPost(app, editor, { post_status_id: POST_STATUSES.draft });
    const token = tokenOf(await linkOf(draft.id));
    const elsewhere = await preview(token, "catering.localhost");
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual(INVALID);
    expect((await call(app, "DELETE", `/api/posts/${draft.id}`, { token: editor })).status).toBe(
      200,
    );
    expect((await preview(token)).status).toBe(404);
  });

  it("is read-only: no write takes the token as a credential", async () => {
    const draft = await createPost(app, editor, { post_status_id: POST_STATUSES.draft });
    const token = tokenOf(await linkOf(draft.id));
    const res = await call(app, "PUT", `/api/posts/${draft.id}/status`, {
      token,
      body: { post_status_id: POST_STATUSES.published },
    });
    expect(res.status).toBe(401);
    const still = await call(app, "GET", `/api/posts/${draft.id}`, { token: editor });
    expect(still.body.data.post_status_id).toBe(POST_STATUSES.draft);
  });
});
