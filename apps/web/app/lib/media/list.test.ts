import { describe, expect, it } from "vitest";
import { fileSize } from "./list.ts";

describe("fileSize", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [820, "820 bytes"],
    [999, "999 bytes"],
    [1_000, "1 kB"],
    [14_336, "14 kB"],
    [999_499, "999 kB"],
    [1_000_000, "1 MB"],
    [2_516_582, "2.5 MB"],
    [20_971_520, "21 MB"],
  ])("says %i bytes as %s, in Intl's decimal units", (bytes, words) => {
    expect(fileSize(bytes)).toBe(words);
  });

  it("follows the locale it is given", () => {
    expect(fileSize(2_516_582, "de")).toBe("2,5 MB");
  });
});
