import type { AnalyticsItem } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { testAnalyticsItem } from "../../testing/fixtures.ts";
import {
  changeType,
  emptyAnalyticsForm,
  errorsForForm,
  formFromItem,
  itemLabel,
  positionAllowed,
  summarizeItem,
  toAnalyticsBody,
  validateAnalytics,
  visibleFields,
} from "./analytics.ts";

const item = (over: Partial<AnalyticsItem> = {}) =>
  testAnalyticsItem({ id: 7, async: false, ...over });

describe("formFromItem", () => {
  it("picks inline code as the source of a script without src", () => {
    expect(formFromItem(item({ code: "console.log(1)" })).source).toBe("code");
    expect(formFromItem(item({ src: "https://a.example/x.js" })).source).toBe("src");
    expect(formFromItem(item()).source).toBe("src");
  });
});

describe("toAnalyticsBody", () => {
  it("clears what the chosen script source does not use", () => {
    const form = { ...emptyAnalyticsForm(), src: " https://a.example/x.js ", code: "x()" };
    const body = toAnalyticsBody(form);
    expect(body).toMatchObject({ src: "https://a.example/x.js", code: "", async: true });
    const inline = toAnalyticsBody({ ...form, source: "code", async: true, defer: true });
    expect(inline).toMatchObject({ src: "", code: "x()", async: false, defer: false });
  });
  it("keeps only name and content for a meta tag", () => {
    const body = toAnalyticsBody({
      ...changeType(emptyAnalyticsForm(), "meta"),
      name: " verify ",
      content: "abc",
      code: "x",
      src: "https://a.example",
      content_type: "module",
    });
    expect(body).toMatchObject({ name: "verify", content: "abc", code: "", src: "" });
    expect(body.content_type).toBe("");
    expect(body.async).toBe(false);
  });
  it("drops the provider when the item is not external analytics", () => {
    const form = { ...emptyAnalyticsForm(), external_analytics_type: "plausible" as const };
    expect(toAnalyticsBody(form).external_analytics_type).toBe("");
    expect(toAnalyticsBody({ ...form, external_analytics: true }).external_analytics_type).toBe(
      "plausible",
    );
  });
});

describe("positions", () => {
  it("allows meta in the head and noscript in the body only", () => {
    expect(positionAllowed("meta", "head")).toBe(true);
    expect(positionAllowed("meta", "body-end")).toBe(false);
    expect(positionAllowed("noscript", "head")).toBe(false);
    expect(positionAllowed("script", "body-start")).toBe(true);
  });
  it("moves the position when the type changes", () => {
    const form = { ...emptyAnalyticsForm(), tag_position: "body-end" as const };
    expect(changeType(form, "meta").tag_position).toBe("head");
    expect(changeType(emptyAnalyticsForm(), "noscript").tag_position).toBe("body-start");
    expect(changeType(form, "noscript").tag_position).toBe("body-end");
  });
});

describe("validateAnalytics", () => {
  it("accepts a script with an https src", () => {
    const r = validateAnalytics({ ...emptyAnalyticsForm(), src: "https://a.example/x.js" });
    expect(r.ok).toBe(true);
  });
  it("reports the contract's messages at the visible field", () => {
    const r = validateAnalytics({ ...emptyAnalyticsForm(), src: "http://a.example/x.js" });
    expect(r).toEqual({ ok: false, errors: { src: "The src must be an https address." } });
    const empty = validateAnalytics({ ...emptyAnalyticsForm(), source: "code" });
    expect(empty).toEqual({ ok: false, errors: { code: "A script needs a src or code." } });
  });
  it("asks a meta tag for a name and a noscript snippet for code", () => {
    const meta = validateAnalytics(changeType(emptyAnalyticsForm(), "meta"));
    expect(meta.ok ? {} : meta.errors).toEqual({ name: "A meta tag needs a name." });
    const noscript = validateAnalytics(changeType(emptyAnalyticsForm(), "noscript"));
    expect(noscript.ok ? {} : noscript.errors).toEqual({
      code: "A noscript snippet needs code.",
    });
  });
  it("checks the custom id", () => {
    const r = validateAnalytics({
      ...emptyAnalyticsForm(),
      src: "https://a.example/x.js",
      custom_id: "1abc",
    });
    expect(r.ok ? {} : r.errors).toHaveProperty("custom_id");
  });
});

describe("errorsForForm and visibleFields", () => {
  it("maps nested and hidden keys to the shown field", () => {
    const form = { ...emptyAnalyticsForm(), source: "code" as const };
    expect(errorsForForm({ "src.0": "bad", type: "too many" }, form)).toEqual({
      code: "bad",
      type: "too many",
    });
  });
  it("lists the fields of the type", () => {
    expect([...visibleFields(emptyAnalyticsForm())]).toContain("async");
    expect(visibleFields(changeType(emptyAnalyticsForm(), "meta")).has("code")).toBe(false);
    expect(visibleFields(changeType(emptyAnalyticsForm(), "noscript")).has("code")).toBe(true);
  });
});

describe("summarizeItem and itemLabel", () => {
  it("summarizes each type in one line", () => {
    expect(summarizeItem(item({ src: "https://plausible.io/js/script.js" }))).toBe(
      "plausible.io/js/script.js",
    );
    expect(summarizeItem(item({ type: "meta", name: "robots", content: "noindex" }))).toBe(
      'robots = "noindex"',
    );
    expect(summarizeItem(item({ code: "window.x =\n  1;" }))).toBe("window.x = 1;");
    expect(summarizeItem(item({ code: "a".repeat(100) }), 10)).toBe(`${"a".repeat(9)}…`);
    expect(summarizeItem(item())).toBe("(empty)");
  });
  it("labels an item by name, provider or type", () => {
    expect(itemLabel(item({ name: " GA " }))).toBe("GA");
    expect(itemLabel(item({ external_analytics: true, external_analytics_type: "matomo" }))).toBe(
      "Matomo",
    );
    expect(itemLabel(item())).toBe("Script #7");
  });
});
