import { DEFAULT_CURRENCY, type Dietary, isHttpUrl, type MemberProfile } from "@fooddir/contract";

/**
 * schema.org RestrictedDiet members for the dietary tags that have one
 * (https://schema.org/RestrictedDiet). A dairy-free dish suits a low-lactose diet; nut-free has
 * no schema.org diet and is left out.
 */
export const DIET_URLS: Partial<Record<Dietary, string>> = {
  vegan: "https://schema.org/VeganDiet",
  vegetarian: "https://schema.org/VegetarianDiet",
  "gluten-free": "https://schema.org/GlutenFreeDiet",
  "dairy-free": "https://schema.org/LowLactoseDiet",
  halal: "https://schema.org/HalalDiet",
  kosher: "https://schema.org/KosherDiet",
};

/** The schema.org Menu of a member's menu sections, or null without one. */
function menuJsonLd(menu: MemberProfile["menu"], currency: string) {
  if (menu.length === 0) return null;
  return {
    "@type": "Menu",
    hasMenuSection: menu.map((section) => ({
      "@type": "MenuSection",
      name: section.section,
      hasMenuItem: section.items.map((item) => {
        const out: Record<string, unknown> = { "@type": "MenuItem", name: item.name };
        if (item.description) out.description = item.description;
        if (item.price !== null) {
          out.offers = { "@type": "Offer", price: item.price.toFixed(2), priceCurrency: currency };
        }
        const diets = item.dietary.flatMap((tag) => DIET_URLS[tag] ?? []);
        if (diets.length > 0) out.suitableForDiet = diets;
        return out;
      }),
    })),
  };
}

/**
 * What a member's profile adds to its FoodEstablishment: telephone, email, url (its own
 * website; the page's address then moves to mainEntityOfPage), sameAs (its social links) and
 * hasMenu. Only http(s) addresses are named.
 */
export function profileJsonLd(
  profile: MemberProfile | null | undefined,
  pageUrl: string,
  currency = DEFAULT_CURRENCY,
): Record<string, unknown> {
  if (!profile) return {};
  const data: Record<string, unknown> = {};
  if (profile.phone) data.telephone = profile.phone;
  if (profile.public_email) data.email = profile.public_email;
  if (profile.website && isHttpUrl(profile.website)) {
    data.url = profile.website;
    data.mainEntityOfPage = pageUrl;
  }
  const sameAs = profile.socials.map((s) => s.url).filter(isHttpUrl);
  if (sameAs.length > 0) data.sameAs = sameAs;
  const menu = menuJsonLd(profile.menu, currency);
  if (menu) data.hasMenu = menu;
  return data;
}
