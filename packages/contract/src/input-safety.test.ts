import { describe, expect, it } from "vitest";
import { findUnsafeInput, MAX_INPUT_DEPTH } from "./input-safety.ts";
import { idSchema, postsByTypeQuerySchema } from "./posts.ts";

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
