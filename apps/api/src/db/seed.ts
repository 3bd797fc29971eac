import { ROLES } from "@fooddir/contract";
import { count } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { Db } from "./client.ts";
import { domainColors, domainOptions, domains, userDomains, users } from "./schema.ts";

export const DEMO_PASSWORD = "foodtrucks-demo";

type DemoDomain = {
  host: string;
  name: string;
  seo: { title: string; description: string };
  colors: Record<1 | 2 | 4 | 5, string>;
  options: Record<string, string>;
};

/** The two demo sites of contract.md. Content (posts, media) is added by later seed steps. */
export const DEMO_DOMAINS: DemoDomain[] = [
  {
    host: "localhost",
    name: "Bay Food Truck Association",
    seo: {
      title: "Bay Food Truck Association - find a food truck",
      description: "Every member food truck of the association, with cuisines, menus and contacts.",
    },
    colors: { 1: "#E8590C", 2: "#1F2933", 4: "#FFF4E6", 5: "#FFFFFF" },
    options: {
      title: "Bay Food Truck Association",
      address: "1 Harbor Way, Bayview",
      phone: "+1 555 0100",
      email: "hello@bayfoodtrucks.example",
      outgoing_email: "no-reply@bayfoodtrucks.example",
      social_media_title: "Follow the trucks",
      menu_title: "Explore",
      join_title: "Run a food truck?",
      join_text: "Join the association and get listed in front of thousands of hungry visitors.",
      copyright: "Bay Food Truck Association",
    },
  },
  {
    host: "catering.localhost",
    name: "Catering Collective",
    seo: {
      title: "Catering Collective - caterers for every event",
      description: "Independent caterers and mobile kitchens for weddings, offices and festivals.",
    },
    colors: { 1: "#2B8A3E", 2: "#212529", 4: "#EBFBEE", 5: "#FFFFFF" },
    options: {
      title: "Catering Collective",
      address: "22 Market Street, Riverside",
      phone: "+1 555 0200",
      email: "events@cateringcollective.example",
      outgoing_email: "no-reply@cateringcollective.example",
      social_media_title: "Say hello",
      menu_title: "Discover",
      join_title: "Are you a caterer?",
      join_text: "Members get event requests straight to their inbox.",
      copyright: "Catering Collective",
    },
  },
];

export const DEMO_USERS = [
  {
    email: "admin@example.com",
    firstname: "Ada",
    lastname: "Admin",
    role_id: ROLES.superAdmin,
    hosts: ["localhost", "catering.localhost"],
  },
  {
    email: "editor@example.com",
    firstname: "Eddie",
    lastname: "Editor",
    role_id: ROLES.editor,
    hosts: ["localhost"],
  },
] as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(domains);
  return row.n === 0;
}

/** Seeds the demo domains, their settings and the demo accounts in one transaction. */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const hostToId = new Map<string, number>();
    for (const d of DEMO_DOMAINS) {
      const [row] = await tx
        .insert(domains)
        .values({
          host: d.host,
          name: d.name,
          seo_title: d.seo.title,
          seo_description: d.seo.description,
        })
        .returning({ id: domains.id });
      hostToId.set(d.host, row.id);
      await tx.insert(domainColors).values(
        Object.entries(d.colors).map(([type, code]) => ({
          domain_id: row.id,
          domain_color_type_id: Number(type),
          code,
        })),
      );
      await tx
        .insert(domainOptions)
        .values(
          Object.entries(d.options).map(([name, value]) => ({ domain_id: row.id, name, value })),
        );
    }
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          firstname: u.firstname,
          lastname: u.lastname,
          role_id: u.role_id,
          password_hash: passwordHash,
        })
        .returning({ id: users.id });
      await tx
        .insert(userDomains)
        .values(u.hosts.map((h) => ({ user_id: row.id, domain_id: hostToId.get(h)! })));
    }
  });
}
