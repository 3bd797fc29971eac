import { describe, expect, it } from "vitest";
import { MEDIA_NAME_MAX, sanitizeUploadName } from "../src/features/media/upload-name.ts";

describe("sanitizeUploadName", () => {
  it("keeps a plain file name as uploaded", () => {
    expect(sanitizeUploadName("Taco truck at night.jpg")).toBe("Taco truck at night.jpg");
    expect(sanitizeUploadName("crème brûlée.png")).toBe("crème brûlée.png");
  });

  it("drops the folders a browser or a tool sends", () => {
    expect(sanitizeUploadName("C:\\fakepath\\poster.png")).toBe("poster.png");
    expect(sanitizeUploadName("../../etc/passwd.png")).toBe("passwd.png");
    expect(sanitizeUploadName("/tmp/uploads/a.webp")).toBe("a.webp");
  });

  it("removes control and direction characters and collapses spaces", () => {
    expect(sanitizeUploadName("evil\u0000\u0007name\r\n.png")).toBe("evil name .png");
    expect(sanitizeUploadName("photo\u202Egnp.exe")).toBe("photognp.exe");
    expect(sanitizeUploadName("  two   spaces\t.jpg ")).toBe("two spaces .jpg");
    expect(sanitizeUploadName("...hidden.png")).toBe("hidden.png");
  });

  it("caps the name at 200 characters, keeping the extension and whole characters", () => {
    const long = sanitizeUploadName(`${"a".repeat(300)}.jpeg`);
    expect(long).toHaveLength(MEDIA_NAME_MAX);
    expect(long.endsWith(".jpeg")).toBe(true);
    const emoji = sanitizeUploadName("🌮".repeat(250));
    expect(Array.from(emoji)).toHaveLength(MEDIA_NAME_MAX);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it("names a file left without a name 'image'", () => {
    expect(sanitizeUploadName("")).toBe("image");
    expect(sanitizeUploadName(undefined)).toBe("image");
    expect(sanitizeUploadName("C:\\folder\\")).toBe("image");
    expect(sanitizeUploadName("\u0000\u202E")).toBe("image");
  });
});
