// @vitest-environment node
import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type FakeAnswer, fakeLoaderApi, statusOf } from "../testing/loader-context.ts";
import { previewLoader } from "./preview.server.ts";
import { isPreviewPath } from "./preview.ts";

const POST = {
  id: 7,
  post_type_id: 1,
  post_status_id: 1,
  attributes: { title: "Draft", url: "draft", description: "" },
  post_body: null,
};
const TOKEN = "eyJwIjo3fQ.sig-_";

/** The preview read answers from `answer`; the layout's post lists answer an empty list. */
const api = (answer: FakeAnswer) =>
  fakeLoaderApi(answer, (call) =>
    call.path.startsWith("/api/posts/by-type") ? { status: 200, body: { data: [] } } : answer(call),
  );
const args = (context: RouterContextProvider, token = TOKEN) => ({
  request: new Request(`http://localhost/preview/${token}`),
  context,
  params: { token },
});

describe("the preview page's loader", () => {
  it("reads the post by the token, private and never indexed", async () => {
    const { context, calls } = api(() => ({
      status: 200,
      body: { data: POST, meta: { expires_at: "2027-03-15T16:00:00.000Z" } },
    }));
    const result = await previewLoader(args(context));
    expect(calls.map((c) => [c.method ?? "GET", c.path])).toEqual([
      ["GET", `/api/posts/preview?token=${encodeURIComponent(TOKEN)}`],
    ]);
    expect(result.data).toMatchObject({
      page: { post: { id: 7, post_status_id: 1 }, isHome: false, stops: null },
      expiresAt: "2027-03-15T16:00:00.000Z",
    });
    const headers = new Headers(result.init?.headers);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("x-robots-tag")).toBe("noindex");
  });

  it("answers the site's 404 page for a token the API refuses", async () => {
    const { context } = api(() => ({
      status: 404,
      body: { message: "This preview link is not valid or has expired." },
    }));
    expect(await statusOf(previewLoader(args(context)))).toBe(404);
    expect(await statusOf(previewLoader(args(context, "x".repeat(1001))))).toBe(404);
  });
});

describe("preview paths", () => {
  it("are /preview/{token} only", () => {
    expect(isPreviewPath("/preview/abc.def")).toBe(true);
    expect(isPreviewPath("/preview")).toBe(false);
    expect(isPreviewPath("/preview/")).toBe(false);
    expect(isPreviewPath("/preview/a/b")).toBe(false);
    expect(isPreviewPath("/previews/abc")).toBe(false);
  });
});
