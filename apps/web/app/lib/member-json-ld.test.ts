import type { MemberProfile, Post } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { testMemberProfile } from "../testing/member-profile.ts";
import { memberJsonLd } from "./seo.ts";

const member = (profile: MemberProfile | null) =>
  ({
    post_type_id: 2,
    attributes: { title: "Taco Loco", url: "taco-loco", description: "Tacos" },
    media: { poster: null, logo: null },
    external_data: { cuisines: [{ id: 1, title: "Mexican", icon_data: "{}" }] },
    profile,
  }) as unknown as Post;

// The shared profile with the phone, website and menu the expected JSON-LD below names.
const PROFILE = testMemberProfile({
  phone: "+1 555 010 2030",
  website: "https://tacoloco.example",
  menu: [
    {
      section: "Tacos",
      items: [
        {
          name: "Nopales",
          description: "Cactus, salsa verde",
          price: 4.5,
          dietary: ["vegan", "gluten-free", "dairy-free", "nut-free", "halal", "kosher"],
        },
        { name: "Water", description: null, price: null, dietary: [] },
      ],
    },
  ],
});

describe("memberJsonLd", () => {
  it("names the member's telephone, email, website, socials and menu", () => {
    const data = memberJsonLd(member(PROFILE), "https://s.example", "/taco-loco", "EUR");
    expect(data).toMatchObject({
      "@type": "FoodEstablishment",
      name: "Taco Loco",
      servesCuisine: ["Mexican"],
      telephone: "+1 555 010 2030",
      email: "hola@tacoloco.example",
      url: "https://tacoloco.example",
      mainEntityOfPage: "https://s.example/taco-loco",
      // A script address never becomes a link, stored or not.
      sameAs: ["https://instagram.com/tacoloco"],
    });
    expect(data.hasMenu).toEqual({
      "@type": "Menu",
      hasMenuSection: [
        {
          "@type": "MenuSection",
          name: "Tacos",
          hasMenuItem: [
            {
              "@type": "MenuItem",
              name: "Nopales",
              description: "Cactus, salsa verde",
              offers: { "@type": "Offer", price: "4.50", priceCurrency: "EUR" },
              // nut-free has no schema.org RestrictedDiet.
              suitableForDiet: [
                "https://schema.org/VeganDiet",
                "https://schema.org/GlutenFreeDiet",
                "https://schema.org/LowLactoseDiet",
                "https://schema.org/HalalDiet",
                "https://schema.org/KosherDiet",
              ],
            },
            { "@type": "MenuItem", name: "Water" },
          ],
        },
      ],
    });
  });

  it("prices in USD by default", () => {
    const data = memberJsonLd(member(PROFILE), "https://s.example", "/taco-loco");
    const menu = data.hasMenu as { hasMenuSection: { hasMenuItem: { offers?: unknown }[] }[] };
    expect(menu.hasMenuSection[0].hasMenuItem[0].offers).toEqual({
      "@type": "Offer",
      price: "4.50",
      priceCurrency: "USD",
    });
  });

  it("keeps the page's own url and adds nothing without a profile", () => {
    const data = memberJsonLd(member(null), "https://s.example", "/taco-loco");
    expect(data.url).toBe("https://s.example/taco-loco");
    for (const key of ["telephone", "email", "sameAs", "hasMenu", "mainEntityOfPage"]) {
      expect(data).not.toHaveProperty(key);
    }
  });
});
