// @vitest-environment node
import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type FakeAnswer, fakeLoaderApi, posted, statusOf } from "../testing/loader-context.ts";
import { respondAction, respondLoader } from "./respond.server.ts";

const VIEW = { member: { id: 1, title: "Taco Loco" }, status: "sent", open: true };

const api = (answer: FakeAnswer) => fakeLoaderApi(answer);

const TOKEN = "eyJyIjo0fQ.sig-_";
const args = (context: RouterContextProvider, url: string, init?: RequestInit) => ({
  request: new Request(`http://localhost${url}`, init),
  context,
  params: { token: TOKEN },
});

describe("the respond page's loader", () => {
  it("reads the view by the token and never answers on a GET, whatever the mail link says", async () => {
    const { context, calls } = api(() => ({ status: 200, body: { data: VIEW } }));
    const result = await respondLoader(args(context, `/respond/${TOKEN}?action=decline`));
    expect(calls.map((c) => [c.method ?? "GET", c.path])).toEqual([
      ["GET", `/api/catering-responses?token=${encodeURIComponent(TOKEN)}`],
    ]);
    expect(result.data).toMatchObject({ view: VIEW, token: TOKEN, asked: "decline", done: null });
    const headers = new Headers(result.init?.headers);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("x-robots-tag")).toBe("noindex");
  });

  it("answers the 404 page for a token the API refuses", async () => {
    const { context } = api(() => ({ status: 404, body: { message: "This link is not valid." } }));
    expect(await statusOf(respondLoader(args(context, `/respond/${TOKEN}`)))).toBe(404);
  });
});

describe("the respond page's action", () => {
  it("sends a quote, then shows the page again by GET (303)", async () => {
    const { context, calls } = api(() => ({ status: 200, body: { data: VIEW } }));
    const result = await respondAction(
      args(context, `/respond/${TOKEN}`, posted({ answer: "quote", price: "1200", message: "Hi" })),
    );
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/api/catering-responses",
      body: { token: TOKEN, action: "quote", price: 1200, message: "Hi" },
    });
    expect(result instanceof Response && result.status).toBe(303);
    expect((result as Response).headers.get("location")).toBe(
      `/respond/${encodeURIComponent(TOKEN)}?done=quote`,
    );
    expect((result as Response).headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps a quote without a price on the page with the message at the field, sending nothing", async () => {
    const { context, calls } = api(() => ({ status: 200, body: { data: VIEW } }));
    const result = await respondAction(
      args(context, `/respond/${TOKEN}`, posted({ answer: "quote", price: "", message: "Hi" })),
    );
    expect(calls).toHaveLength(0);
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        form: {
          action: "quote",
          errors: { price: "Give a price above 0." },
          values: { message: "Hi" },
        },
      },
    });
  });

  it("says when the request is closed, and shows a moved token's post the 404 page", async () => {
    const closed = api(() => ({ status: 422, body: { message: "This request is closed." } }));
    const result = await respondAction(
      args(closed.context, `/respond/${TOKEN}`, posted({ answer: "decline" })),
    );
    expect(result).toMatchObject({
      init: { status: 422 },
      data: { form: { action: "decline", message: "This request is closed.", errors: {} } },
    });
    const forged = api(() => ({ status: 404, body: {} }));
    expect(
      await statusOf(
        respondAction(args(forged.context, `/respond/x`, posted({ answer: "decline" }))),
      ),
    ).toBe(404);
  });

  it("refuses a post that names no answer", async () => {
    const { context, calls } = api(() => ({ status: 200, body: {} }));
    expect(
      await statusOf(respondAction(args(context, `/respond/${TOKEN}`, posted({ answer: "book" })))),
    ).toBe(400);
    expect(calls).toHaveLength(0);
  });
});
