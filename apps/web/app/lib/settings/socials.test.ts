import { socialBodySchema } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { linkExample, linkHint, socialLinkError } from "./socials.ts";

describe("linkExample / linkHint", () => {
  it("suggests the format of the chosen icon", () => {
    expect(linkExample("email")).toBe("mailto:hello@example.com");
    expect(linkExample("phone")).toBe("tel:+15551234567");
    expect(linkExample("instagram")).toBe("https://instagram.com/yourname");
    expect(linkExample("unknown")).toBe("https://example.com");
    expect(linkExample(undefined)).toBe("https://example.com");
  });
  it("words the hint for mail, phone and web links", () => {
    expect(linkHint("email", "Email")).toBe(
      "For Email, use mailto: and the address: mailto:hello@example.com",
    );
    expect(linkHint("phone", "Phone")).toMatch(/^For Phone, use tel:/);
    expect(linkHint("x", "X (Twitter)")).toBe(
      "For X (Twitter), use the full address, like https://x.com/yourname",
    );
    expect(linkHint(undefined, undefined)).toBe("An http(s), mailto: or tel: address.");
  });
  it("suggests only links the server accepts", () => {
    for (const name of ["email", "phone", "facebook", "whatsapp", "website", "bluesky"]) {
      const link = linkExample(name);
      expect(socialBodySchema.safeParse({ link, icon_id: 1 }).success, link).toBe(true);
    }
  });
});

describe("socialLinkError", () => {
  it("accepts http(s), mailto: and tel: links", () => {
    for (const link of [
      "https://instagram.com/x",
      " http://a.org ",
      "mailto:a@b.org",
      "tel:+1 (555) 123-4567",
    ]) {
      expect(socialLinkError(link), link).toBeNull();
      expect(socialBodySchema.safeParse({ link, icon_id: 1 }).success).toBe(true);
    }
  });
  it("requires a link", () => {
    expect(socialLinkError("  ")).toBe("The link field is required.");
    expect(socialLinkError(`https://a.org/${"x".repeat(2048)}`)).toMatch(/2048/);
  });
  it("names the fix for typical slips", () => {
    expect(socialLinkError("hello@example.com")).toBe(
      "Start an email address with mailto:, like mailto:hello@example.com",
    );
    expect(socialLinkError("+1 555 123 4567")).toBe(
      "Start a phone number with tel:, like tel:+15551234567",
    );
    expect(socialLinkError("instagram.com/x")).toBe(
      "Start the address with https://, like https://instagram.com/x",
    );
  });
  it("refuses site paths and script links like the server", () => {
    for (const link of ["/members", "javascript:alert(1)", "data:text/html,x", "ftp://a.org"]) {
      expect(socialLinkError(link), link).toBe(
        "The link must be an http(s), mailto: or tel: address.",
      );
      expect(socialBodySchema.safeParse({ link, icon_id: 1 }).success).toBe(false);
    }
  });
});
