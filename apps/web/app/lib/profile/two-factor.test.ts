import { describe, expect, it } from "vitest";
import {
  groupSecret,
  isCompleteCode,
  normalizeCode,
  recoveryCodesFileName,
  recoveryCodesText,
  safeHost,
  svgDataUrl,
} from "./two-factor.ts";

describe("groupSecret", () => {
  it("groups a base32 secret in blocks of 4", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(groupSecret("abcdefghij")).toBe("ABCD EFGH IJ");
  });
  it("ignores whitespace already in the secret and handles empty input", () => {
    expect(groupSecret(" JBSW Y3DP\nEH ")).toBe("JBSW Y3DP EH");
    expect(groupSecret("")).toBe("");
  });
});

describe("codes", () => {
  it("keeps only digits", () => {
    expect(normalizeCode(" 123 456 ")).toBe("123456");
    expect(normalizeCode("12-34")).toBe("1234");
  });
  it("knows a complete 6-digit code", () => {
    expect(isCompleteCode("123456")).toBe(true);
    expect(isCompleteCode("123 456")).toBe(true);
    expect(isCompleteCode("12345")).toBe(false);
    expect(isCompleteCode("1234567")).toBe(false);
  });
});

describe("svgDataUrl", () => {
  it("encodes the SVG so no markup reaches the DOM", () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(url.startsWith("data:image/svg+xml;utf8,")).toBe(true);
    expect(url).not.toContain("<");
    expect(url).not.toContain('"');
    expect(decodeURIComponent(url.slice(url.indexOf(",") + 1))).toContain("<path");
  });
});

describe("recovery codes file", () => {
  it("names the file after the host without port or odd characters", () => {
    expect(recoveryCodesFileName("catering.localhost")).toBe(
      "recovery-codes-catering.localhost.txt",
    );
    expect(recoveryCodesFileName("Example.COM:3000")).toBe("recovery-codes-example.com.txt");
    expect(safeHost("a/b\\c")).toBe("a-b-c");
    expect(safeHost("")).toBe("site");
  });
  it("writes an explanation line and one code per line", () => {
    const text = recoveryCodesText(
      ["aaaa-bbbb", "cccc-dddd"],
      "localhost",
      new Date("2025-03-04T10:00:00Z"),
    );
    const lines = text.split("\n");
    expect(lines[0]).toBe("Two-factor recovery codes for localhost (created 2025-03-04).");
    expect(lines[1]).toMatch(/works once/);
    expect(lines.slice(3, 5)).toEqual(["aaaa-bbbb", "cccc-dddd"]);
    expect(text.endsWith("\n")).toBe(true);
  });
});
