// @vitest-environment node
import type http from "node:http";
import { CLAIM_SENT_MESSAGE } from "@fooddir/contract";
import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cacheKeyOf } from "../../server/cache-key.ts";
import { type FakeAnswer, fakeLoaderApi, posted, statusOf } from "../testing/loader-context.ts";
import { claimAction, claimLoader } from "./claim.server.ts";
import { isSignedLinkPage } from "./signed-link-page.ts";

const MEMBER = { id: 21, post_type_id: 2, attributes: { title: "Taco Loco" } };

/** A router context whose API answers posts reads with `post` and the rest from `answer`. */
const api = (answer: FakeAnswer, post: unknown = MEMBER) =>
  fakeLoaderApi(answer, (call) =>
    call.path === "/api/posts/21"
      ? post
        ? { status: 200, body: { data: post } }
        : { status: 404, body: {} }
      : undefined,
  );

/** The API's 422 refusing one field. */
const invalid = (field: string, message: string) => ({
  status: 422,
  body: { message: "The given data was invalid.", errors: { [field]: [message] } },
});

const args = (context: RouterContextProvider, url: string, init?: RequestInit, id = "21") => ({
  request: new Request(`http://localhost${url}`, init),
  context,
  params: { memberId: id },
});
const headerOf = (result: unknown, name: string) =>
  result instanceof Response
    ? result.headers.get(name)
    : new Headers((result as { init?: { headers?: HeadersInit } }).init?.headers).get(name);

describe("the claim page's loader", () => {
  it("shows a published member's title, privately and unindexed; the code step after a send", async () => {
    const { context } = api(() => ({ status: 500, body: {} }));
    const first = await claimLoader(args(context, "/claim/21"));
    expect(first.data).toEqual({
      member: { id: 21, title: "Taco Loco", claimed: false },
      sent: false,
    });
    expect(headerOf(first, "cache-control")).toBe("private, no-store");
    expect(headerOf(first, "x-robots-tag")).toBe("noindex");
    const sent = await claimLoader(args(context, "/claim/21?sent=1"));
    expect(sent.data.sent).toBe(true);
  });

  it("says when a vendor holds the listing already (issue 38)", async () => {
    const { context } = api(() => ({ status: 500, body: {} }), { ...MEMBER, claimed: true });
    const result = await claimLoader(args(context, "/claim/21"));
    expect(result.data.member.claimed).toBe(true);
  });

  it("is the 404 page for a bad id, an unknown post or a post that is not a member", async () => {
    const none = api(() => ({ status: 500, body: {} }), null);
    expect(await statusOf(claimLoader(args(none.context, "/claim/21")))).toBe(404);
    expect(await statusOf(claimLoader(args(none.context, "/claim/x", undefined, "x")))).toBe(404);
    const page = api(() => ({ status: 500, body: {} }), { ...MEMBER, post_type_id: 1 });
    expect(await statusOf(claimLoader(args(page.context, "/claim/21")))).toBe(404);
  });

  it("is never kept by the page cache", () => {
    expect(isSignedLinkPage("/claim/21")).toBe(true);
    const request = { method: "GET", url: "/claim/21", headers: { host: "localhost" } };
    expect(cacheKeyOf(request as unknown as http.IncomingMessage)).toBeNull();
  });
});

describe("the claim page's action", () => {
  it("asks for a code, then shows the code step by GET (303)", async () => {
    const { context, calls } = api(() => ({
      status: 202,
      body: { message: CLAIM_SENT_MESSAGE },
    }));
    const result = await claimAction(args(context, "/claim/21", posted({ intent: "send" })));
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/api/member-claims",
      body: { member_id: 21 },
    });
    expect(result instanceof Response && result.status).toBe(303);
    expect((result as Response).headers.get("location")).toBe("/claim/21?sent=1");
    expect(headerOf(result, "cache-control")).toBe("private, no-store");
  });

  it("says why no code can be sent, and when there were too many tries", async () => {
    const noContact = api(() =>
      invalid("member_id", "This listing has no contact address; ask the association."),
    );
    expect(
      await claimAction(args(noContact.context, "/claim/21", posted({ intent: "send" }))),
    ).toMatchObject({
      init: { status: 422 },
      data: {
        form: {
          step: "request",
          message: "This listing has no contact address; ask the association.",
        },
      },
    });
    const throttled = api(() => ({ status: 429, body: { message: "Too many requests." } }));
    expect(
      await claimAction(args(throttled.context, "/claim/21", posted({ intent: "send" }))),
    ).toMatchObject({
      init: { status: 429 },
      data: { form: { step: "request", message: "Too many tries, try again later." } },
    });
  });

  it("checks the code's form before asking, and shows the API's refusal at the field", async () => {
    const wrong = api(() => invalid("code", "This code is not valid."));
    const bad = await claimAction(
      args(wrong.context, "/claim/21?sent=1", posted({ intent: "verify", code: "12a" })),
    );
    expect(wrong.calls).toHaveLength(0);
    expect(bad).toMatchObject({
      init: { status: 422 },
      data: { form: { step: "verify", errors: { code: "Enter the 6-digit code from the mail." } } },
    });
    const refused = await claimAction(
      args(wrong.context, "/claim/21?sent=1", posted({ intent: "verify", code: " 123456 " })),
    );
    expect(wrong.calls[0]).toMatchObject({
      method: "POST",
      path: "/api/member-claims/verify",
      body: { member_id: 21, code: "123456" },
    });
    expect(refused).toMatchObject({
      data: {
        form: { step: "verify", errors: { code: "This code is not valid." }, code: " 123456 " },
      },
    });
  });

  it("goes on to the set-password link of a right code (303)", async () => {
    const url = "http://localhost/reset-password?token=abc&email=tia%40example.com";
    const { context } = api(() => ({ status: 200, body: { data: { url } } }));
    const result = await claimAction(
      args(context, "/claim/21?sent=1", posted({ intent: "verify", code: "123456" })),
    );
    expect(result instanceof Response && result.status).toBe(303);
    expect((result as Response).headers.get("location")).toBe(url);
  });

  it("refuses a post that names no step", async () => {
    const { context, calls } = api(() => ({ status: 200, body: {} }));
    expect(await statusOf(claimAction(args(context, "/claim/21", posted({ intent: "x" }))))).toBe(
      400,
    );
    expect(calls).toHaveLength(0);
  });
});
