import { describe, expect, it } from "vitest";
import "./zod-messages.ts";
import {
  domainOptionsUpdateSchema,
  formatPrice,
  isEmptyProfile,
  memberProfileSchema,
  postCreateSchema,
  WEB_ADDRESS_MESSAGE,
} from "./index.ts";

const messagesAt = (input: unknown) => {
  const result = memberProfileSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
};

describe("memberProfileSchema", () => {
  it("trims text, reads empty strings as absent and fills the lists", () => {
    expect(
      memberProfileSchema.parse({
        phone: "  ",
        website: " https://truck.example ",
        public_email: "",
        menu: [{ section: " Mains ", items: [{ name: " Taco ", description: "  " }] }],
      }),
    ).toEqual({
      phone: null,
      website: "https://truck.example",
      public_email: null,
      socials: [],
      menu: [
        {
          section: "Mains",
          items: [{ name: "Taco", description: null, price: null, dietary: [] }],
        },
      ],
    });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<b>x</b>",
    "vbscript:msgbox",
    "//evil.example",
    "ftp://files.example",
    "truck.example",
  ])("refuses the website %s", (website) => {
    expect(messagesAt({ website })).toEqual({ website: [WEB_ADDRESS_MESSAGE] });
  });

  it("refuses script addresses and unknown networks in socials, and more than 10 links", () => {
    expect(
      messagesAt({
        socials: [
          { network: "instagram", url: "javascript:alert(1)" },
          { network: "myspace", url: "https://myspace.com/x" },
          { network: "facebook", url: "" },
        ],
      }),
    ).toEqual({
      "socials.0.url": [WEB_ADDRESS_MESSAGE],
      "socials.1.network": ["Choose a network from the list."],
      "socials.2.url": [WEB_ADDRESS_MESSAGE],
    });
    const many = Array.from({ length: 11 }, () => ({ network: "x", url: "https://x.com/a" }));
    expect(Object.keys(messagesAt({ socials: many }))).toEqual(["socials"]);
  });

  it("takes phones of digits, spaces and + ( ) - . only", () => {
    expect(memberProfileSchema.parse({ phone: "+1 (555) 010-2030" }).phone).toBe(
      "+1 (555) 010-2030",
    );
    expect(Object.keys(messagesAt({ phone: "555 CALL NOW" }))).toEqual(["phone"]);
    expect(Object.keys(messagesAt({ phone: "1".repeat(41) }))).toEqual(["phone"]);
    expect(Object.keys(messagesAt({ phone: "---" }))).toEqual(["phone"]);
  });

  it("checks prices: 0 or more, at most 2 decimals, or null", () => {
    const item = (price: unknown) => ({ menu: [{ section: "S", items: [{ name: "A", price }] }] });
    expect(messagesAt(item(-0.01))).toEqual({
      "menu.0.items.0.price": ["Enter a price of 0 or more"],
    });
    expect(messagesAt(item("4.50"))).toEqual({
      "menu.0.items.0.price": ["Enter a price of 0 or more"],
    });
    expect(Object.keys(messagesAt(item(1.005)))).toEqual(["menu.0.items.0.price"]);
    for (const ok of [0, 4.5, 12.99, null]) expect(messagesAt(item(ok))).toEqual({});
  });

  it("keeps dietary tags of the list, once each, in the list's order", () => {
    const parsed = memberProfileSchema.parse({
      menu: [{ section: "S", items: [{ name: "A", dietary: ["kosher", "vegan", "kosher"] }] }],
    });
    expect(parsed.menu[0].items[0].dietary).toEqual(["vegan", "kosher"]);
    expect(
      Object.keys(
        messagesAt({ menu: [{ section: "S", items: [{ name: "A", dietary: ["keto"] }] }] }),
      ),
    ).toEqual(["menu.0.items.0.dietary.0"]);
  });

  it("bounds the menu and requires section titles and item names", () => {
    expect(messagesAt({ menu: [{ section: " ", items: [{ name: "" }] }] })).toEqual({
      "menu.0.section": ["The section title field is required."],
      "menu.0.items.0.name": ["The name field is required."],
    });
    const sections = Array.from({ length: 21 }, () => ({ section: "S", items: [] }));
    expect(Object.keys(messagesAt({ menu: sections }))).toEqual(["menu"]);
    const items = Array.from({ length: 61 }, () => ({ name: "A" }));
    expect(Object.keys(messagesAt({ menu: [{ section: "S", items }] }))).toEqual(["menu.0.items"]);
    expect(
      Object.keys(
        messagesAt({
          menu: [{ section: "S", items: [{ name: "A", description: "d".repeat(301) }] }],
        }),
      ),
    ).toEqual(["menu.0.items.0.description"]);
  });

  it("refuses invisible formatting characters in text", () => {
    expect(Object.keys(messagesAt({ menu: [{ section: "Ta\u202Ecos", items: [] }] }))).toEqual([
      "menu.0.section",
    ]);
  });

  it("rides on post creation", () => {
    const result = postCreateSchema.safeParse({
      url: "taco-truck",
      title: "Taco truck",
      post_status_id: 2,
      post_type_id: 2,
      profile: { website: "javascript:alert(1)" },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["profile.website"]);
  });
});

describe("currency", () => {
  it("takes ISO 4217 codes (upper-cased) and the empty reset, and refuses others", () => {
    expect(domainOptionsUpdateSchema.parse({ currency: " eur " }).currency).toBe("EUR");
    expect(domainOptionsUpdateSchema.parse({ currency: "" }).currency).toBe("");
    expect(domainOptionsUpdateSchema.safeParse({ currency: "EURO" }).success).toBe(false);
    expect(domainOptionsUpdateSchema.safeParse({ currency: "ABC" }).success).toBe(false);
  });

  it("formats prices in the currency", () => {
    expect(formatPrice(8.5, "USD")).toBe("$8.50");
    expect(formatPrice(8.5, "EUR")).toBe("€8.50");
    expect(formatPrice(1200, "JPY")).toBe("¥1,200");
  });

  it("knows an empty profile", () => {
    expect(isEmptyProfile(null)).toBe(true);
    expect(
      isEmptyProfile({ phone: null, website: null, public_email: null, socials: [], menu: [] }),
    ).toBe(true);
    expect(
      isEmptyProfile({ phone: "1", website: null, public_email: null, socials: [], menu: [] }),
    ).toBe(false);
  });
});
