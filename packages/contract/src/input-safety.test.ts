import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  findUnsafeInput,
  hasInvisibleCharacters,
  MAX_INPUT_DEPTH,
  stripInvisibleCharacters,
  visibleText,
} from "./input-safety.ts";
import { postsByTypeQuerySchema } from "./post-inputs.ts";
import { idSchema } from "./posts.ts";

const nested = (depth: number) => {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = { child: value };
  return value;
};

describe("findUnsafeInput", () => {
  it("accepts ordinary input", () => {
    expect(findUnsafeInput({ title: "Tacos", tags: [1, 2], body: nested(10) })).toBeNull();
    expect(findUnsafeInput(undefined)).toBeNull();
  });

  it("names the field holding a NUL character, in strings and keys", () => {
    expect(findUnsafeInput({ title: "ok", description: "a\u0000b" })).toEqual({
      path: "description",
      message: "The description may not contain NUL characters.",
    });
    expect(findUnsafeInput({ list: ["x", "\u0000"] })?.path).toBe("list.1");
    expect(findUnsafeInput({ "a\u0000": 1 })?.message).toMatch(/field name/);
  });

  it("refuses documents nested deeper than the limit, without overflowing the stack", () => {
    expect(findUnsafeInput({ post_body: nested(MAX_INPUT_DEPTH - 2) })).toBeNull();
    const problem = findUnsafeInput({ post_body: nested(5000) });
    expect(problem?.message).toMatch(/nested too deeply/);
    expect(problem?.path.startsWith("post_body.child")).toBe(true);
    let arrays: unknown = [];
    for (let i = 0; i < 100_000; i++) arrays = [arrays];
    expect(findUnsafeInput(arrays)?.message).toMatch(/nested too deeply/);
  });

  it("refuses oversized documents", () => {
    const wide = Array.from({ length: 200_000 }, (_, i) => i);
    expect(findUnsafeInput({ wide })?.message).toMatch(/too many values/);
  });
});

describe("ids and dates", () => {
  it("ids are whole numbers 1..2147483647, as numbers or digits, never coerced booleans", () => {
    expect(idSchema.parse(5)).toBe(5);
    expect(idSchema.parse("2147483647")).toBe(2147483647);
    for (const bad of [true, false, 0, -1, 1.5, "1.5", "2147483648", 2147483648, "", "1e3", null]) {
      expect(idSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it("dates need a year from 1000 to 9999", () => {
    const parse = (startDate: string) => postsByTypeQuerySchema.safeParse({ type: "2", startDate });
    expect(parse("2024-02-29 00:00:00").success).toBe(true);
    expect(parse("0000-01-01 00:00:00").success).toBe(false);
    expect(parse("0999-12-31 23:59:59").success).toBe(false);
    expect(parse("9999-12-31 23:59:59").success).toBe(true);
  });
});

describe("visibleText", () => {
  const schema = z.string().refine(...visibleText("name"));
  const multi = z.string().refine(...visibleText("message", { multiline: true }));

  it("refuses control and invisible formatting characters, naming the field", () => {
    for (const bad of [
      "Eve\u202Egnp.exe", // right-to-left override
      "a\u2066b\u2069", // isolates
      "a\u200Bb", // zero-width space
      "a\u00ADb", // soft hyphen
      "\u061Ca", // Arabic letter mark
      "a\uFEFF", // byte order mark
      "a\u{E0041}", // tag character
      "a\u0007", // bell (Cc)
      "a\u009Bb", // C1 control
      "a\nb",
      "a\tb",
      "a\u2028b", // line separator
    ]) {
      const result = schema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0].message).toBe(
        "The name may not contain control or invisible formatting characters.",
      );
    }
    expect(multi.safeParse("a\u202Eb").success).toBe(false);
    expect(multi.safeParse("a\u0000b").success).toBe(false);
  });

  it("accepts text of every script, and tabs and line breaks in multi-line fields", () => {
    for (const good of [
      "Zoë Ødegård",
      "山田 太郎",
      "محمد",
      "Ἀθῆναι",
      "🍔 & fries",
      "O'Brien-Smith",
      // Joiners: a Persian name (ZWNJ) and an emoji family (ZWJ) need them.
      "\u0645\u06CC\u200C\u0631\u0648\u0645",
      "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}",
    ]) {
      expect(schema.safeParse(good).success, good).toBe(true);
    }
    expect(multi.safeParse("one\r\ntwo\n\tthree").success).toBe(true);
    expect(hasInvisibleCharacters("one\ntwo", { multiline: true })).toBe(false);
    expect(hasInvisibleCharacters("one\ntwo")).toBe(true);
  });

  it("strips them from text stored before (mails, exports)", () => {
    expect(stripInvisibleCharacters("Eve\u202Egnp.exe\u200B")).toBe("Evegnp.exe");
    expect(stripInvisibleCharacters("a\r\nBcc: x")).toBe("a Bcc: x");
    expect(stripInvisibleCharacters("a\u0007b")).toBe("a b");
    expect(stripInvisibleCharacters("a\r\n\tb\u202E\u0007", { multiline: true })).toBe("a\r\n\tb");
  });
});

describe("the panel's names", () => {
  it("refuse bidirectional controls in person names, domain names and post titles", async () => {
    const { personNameSchema } = await import("./account.ts");
    const { domainCreateSchema } = await import("./settings.ts");
    const { postCreateSchema } = await import("./post-inputs.ts");
    const spoof = "Eve\u202Egnp.exe";
    expect(personNameSchema("first name").safeParse(spoof).error?.issues[0].message).toBe(
      "The first name may not contain control or invisible formatting characters.",
    );
    const domain = domainCreateSchema.safeParse({ host: "x.example", name: spoof });
    expect(domain.error?.issues[0].path).toEqual(["name"]);
    const post = postCreateSchema.safeParse({ post_type_id: 1, url: "x", title: spoof });
    expect(post.error?.issues.map((i) => i.path.join("."))).toContain("title");
    expect(personNameSchema("first name").safeParse("Zoë").success).toBe(true);
  });
});
