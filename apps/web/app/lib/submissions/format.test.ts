import { describe, expect, it } from "vitest";
import {
  defaultExportFileName,
  fieldLabel,
  fileNameFromDisposition,
  formName,
  mailto,
  messageExcerpt,
  replyMailto,
} from "./format.ts";

describe("formName / fieldLabel", () => {
  it("names the forms and falls back to the key", () => {
    expect(formName("join")).toBe("Join");
    expect(formName("catering")).toBe("Catering");
    expect(formName("other")).toBe("other");
  });
  it("turns field keys into labels", () => {
    expect(fieldLabel("guest_count")).toBe("Guest count");
    expect(fieldLabel("event_date")).toBe("Event date");
    expect(fieldLabel("a")).toBe("A");
    expect(fieldLabel("")).toBe("");
  });
});

describe("messageExcerpt", () => {
  it("keeps short messages on one line", () => {
    expect(messageExcerpt("Hello\n\nthere  friend ")).toBe("Hello there friend");
    expect(messageExcerpt("")).toBe("");
  });
  it("cuts long messages with an ellipsis", () => {
    const text = messageExcerpt("word ".repeat(40), 20);
    expect(text.length).toBeLessThanOrEqual(20);
    expect(text.endsWith("…")).toBe(true);
    expect(text).not.toContain(" …");
  });
});

describe("mail links", () => {
  it("builds mailto links with a subject", () => {
    expect(mailto("ana@example.com")).toBe("mailto:ana@example.com");
    expect(replyMailto({ email: "ana@example.com", form: "catering" })).toBe(
      "mailto:ana@example.com?subject=Re%3A%20your%20catering%20request",
    );
  });
});

describe("export file names", () => {
  it("reads the file name of a Content-Disposition header", () => {
    expect(fileNameFromDisposition('attachment; filename="submissions-a.com-2024-05-01.csv"')).toBe(
      "submissions-a.com-2024-05-01.csv",
    );
    expect(fileNameFromDisposition("attachment; filename=plain.csv; size=3")).toBe("plain.csv");
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''caf%C3%A9.csv")).toBe("café.csv");
  });
  it("refuses missing or unsafe names", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(fileNameFromDisposition('attachment; filename=".."')).toBeNull();
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''a%0Ab.csv")).toBe("ab.csv");
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A.csv")).toBeNull();
  });
  it("falls back to submissions-YYYY-MM-DD.csv", () => {
    expect(defaultExportFileName(new Date(2024, 0, 5, 13, 0, 0))).toBe(
      "submissions-2024-01-05.csv",
    );
  });
});
