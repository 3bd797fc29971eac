// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type ApiCallOptions, apiCallerContext } from "./api-caller.server.ts";
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

function api(answer: (call: ApiCallOptions) => { status: number; body: unknown }) {
  const calls: ApiCallOptions[] = [];
  const context = new RouterContextProvider();
  context.set(apiCallerContext, async (call) => {
    calls.push(call);
    if (call.path.startsWith("/api/posts/by-type")) return { status: 200, body: { data: [] } };
    return answer(call);
  });
  return { context, calls };
}
const args = (context: RouterContextProvider, token = TOKEN) => ({
  request: new Request(`http://localhost/preview/${token}`),
  context,
  params: { token },
});
const statusOf = async (promise: Promise<unknown>) => {
  try {
    const value = await promise;
    return (value as { init?: { status?: number } }).init?.status ?? 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
};

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
