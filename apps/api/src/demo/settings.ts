import type { MenuItem } from "@fooddir/contract";
import type { Db } from "../db/client.ts";
import { analyticsItems, domainErrorPages, domainMenus, domainSocials } from "../db/schema.ts";
import { SOCIAL_ICONS } from "../features/settings/social-icons.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const iconId = (name: string) => {
  const icon = SOCIAL_ICONS.find((i) => i.name === name);
  if (!icon) throw new Error(`no social icon ${name}`);
  return icon.id;
};

/** Demo socials, menus (a header dropdown and a footer), not-found page and an inert analytics item. */
export async function seedSettings(
  tx: Tx,
  domain: { id: number; host: string; name: string },
  input: {
    socials: [icon: string, link: string][];
    cuisinePages: { title: string; url: string }[];
    truckImageId: number;
    featuredMembers: number[];
  },
) {
  await tx.insert(domainSocials).values(
    input.socials.map(([icon, link], position) => ({
      domain_id: domain.id,
      link,
      icon_id: iconId(icon),
      position,
    })),
  );
  const page = (text: string, url: string): MenuItem => ({ text, url, type: "internal" });
  await tx.insert(domainMenus).values({
    domain_id: domain.id,
    header: [
      page("Home", "/"),
      {
        ...page("Members", "/members"),
        mode: "dropdown",
        children: [
          page("All members", "/members"),
          ...input.cuisinePages.slice(0, 4).map((c) => page(c.title, `/${c.url}`)),
        ],
      },
      page("Today", "/today"),
      page("Blog", "/blog"),
      page("About us", "/about"),
      page("FAQ", "/faq"),
      page("Contact", "/contact"),
    ],
    footer: [
      page("Blog", "/blog"),
      page("About us", "/about"),
      page("FAQ", "/faq"),
      page("Contact", "/contact"),
      {
        text: "Street food guide",
        url: "https://en.wikipedia.org/wiki/Food_truck",
        type: "external",
      },
    ],
  });
  await tx.insert(domainErrorPages).values({
    domain_id: domain.id,
    title: "Oops!",
    subtitle: "THIS PAGE DROVE OFF.",
    section_title: "Meet the members",
    section_text: `While you are here: a few of the ${domain.name} members.`,
    truck_image_id: input.truckImageId,
    members: input.featuredMembers,
  });
  // Inert on purpose: a meta tag, so the demo shows an item without loading anybody's script.
  await tx.insert(analyticsItems).values({
    domain_id: domain.id,
    type: "meta",
    name: "demo-analytics",
    content: "inert",
    tag_position: "head",
  });
}
