import { POST_STATUSES, POST_TYPES, ROLES, slugify } from "@fooddir/contract";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { Db } from "../db/client.ts";
import {
  categories,
  cuisineTags,
  domainColors,
  domainOptions,
  domains,
  faqCategories,
  faqs,
  media,
  postCuisines,
  posts,
  userDomains,
  users,
} from "../db/schema.ts";
import { type StoredImage, writeImageFiles } from "../features/media/image-files.ts";
import { writeImageVariants } from "../features/media/image-variants.ts";
import { createLimiter } from "../features/media/limit.ts";
import { mediaRowValues } from "../features/media/media-row.ts";
import { recordBaselines } from "../features/posts/record-baseline.ts";
import type { Storage } from "../storage/storage.ts";
import { seedDemoCatering } from "./catering.ts";
import { DEMO_CONTENT, type DomainContent } from "./content.ts";
import { seedDemoEditorial } from "./editorial.ts";
import {
  backgroundSvg,
  logoSvg,
  type Palette,
  posterSvg,
  renderSeedImage,
  type SeedImageFormat,
  truckSvg,
} from "./images.ts";
import { demoProfile } from "./member-profiles.ts";
import {
  aboutBody,
  type BodyContext,
  blogBody,
  cateringBody,
  contactBody,
  cuisineBody,
  faqBody,
  homeBody,
  showcaseBody,
} from "./page-bodies.ts";
import { seedSettings } from "./settings.ts";
import { seedDemoStops } from "./stops.ts";
import { seedSubmissions } from "./submissions.ts";
import { seedDemoVendors } from "./vendors.ts";

export const DEMO_PASSWORD = "foodtrucks-demo";

type DemoDomain = {
  host: string;
  name: string;
  seo: { title: string; description: string };
  colors: Record<1 | 2 | 4 | 5, string>;
  options: Record<string, string>;
  /** [social icon name, link] */
  socials: [string, string][];
};

/**
 * The demo's map tiles: OpenStreetMap's standard tiles, for a local demo only. Their usage
 * policy forbids heavy use, so a new domain has none (decision 023).
 */
const DEMO_MAP_TILES = {
  map_tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  map_attribution: "© OpenStreetMap contributors",
};

/** The two demo sites of contract.md; their posts and media come from content.ts. */
export const DEMO_DOMAINS: DemoDomain[] = [
  {
    host: "localhost",
    name: "Bay Food Truck Association",
    seo: {
      title: "Bay Food Truck Association - find a food truck",
      description: "Every member food truck of the association, with cuisines, menus and contacts.",
    },
    // Accent text reads at 5:1 or more on both backgrounds (WCAG AA).
    colors: { 1: "#B93F06", 2: "#1F2933", 4: "#FFF4E6", 5: "#FFFFFF" },
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
      timezone: "America/Los_Angeles",
      ...DEMO_MAP_TILES,
    },
    socials: [
      ["instagram", "https://www.instagram.com/bayfoodtrucks.example"],
      ["facebook", "https://www.facebook.com/bayfoodtrucks.example"],
      ["tiktok", "https://www.tiktok.com/@bayfoodtrucks.example"],
    ],
  },
  {
    host: "catering.localhost",
    name: "Catering Collective",
    seo: {
      title: "Catering Collective - caterers for every event",
      description: "Independent caterers and mobile kitchens for weddings, offices and festivals.",
    },
    colors: { 1: "#237032", 2: "#212529", 4: "#EBFBEE", 5: "#FFFFFF" },
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
      timezone: "America/Los_Angeles",
      ...DEMO_MAP_TILES,
    },
    socials: [
      ["instagram", "https://www.instagram.com/cateringcollective.example"],
      ["linkedin", "https://www.linkedin.com/company/cateringcollective-example"],
      ["email", "mailto:events@cateringcollective.example"],
    ],
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

export type SeedResult = { ms: number; media: number; posts: number };

/** Deterministic PRNG (mulberry32), seeded per domain so every seed gives the same content. */
function prng(seedText: string) {
  let a = 0;
  for (const ch of seedText) a = (Math.imul(a, 31) + ch.charCodeAt(0)) | 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}
type Rng = ReturnType<typeof prng>;

type ImageJob = {
  svg: string;
  size: { width: number; height: number };
  format: SeedImageFormat;
  alt: string;
};

const POSTER = { width: 1200, height: 800 };
const LOGO = { width: 400, height: 400 };
/** Image renders at once; sharp already spreads each one over its own threads. */
const RENDER_CONCURRENCY = 4;
const DAY = 24 * 60 * 60 * 1000;

/** Members at these positions are drafts / archived; the rest are published. */
const DRAFT_POSITIONS = new Set([6, 17]);
const ARCHIVED_POSITIONS = new Set([22]);

/** Everything a domain's content needs drawn, keyed so rows can find their media. */
function imageJobs(content: DomainContent, siteName: string, rng: Rng): Map<string, ImageJob> {
  const jobs = new Map<string, ImageJob>();
  const paletteOf = (cuisine: string) =>
    content.cuisines.find((c) => c.title === cuisine)?.palette ?? content.brand;
  content.members.forEach(([name, cuisines, dish], i) => {
    const palette = paletteOf(cuisines[0]);
    jobs.set(`member:${i}:poster`, {
      svg: posterSvg(name, dish, palette, rng.int(0, 1000)),
      size: POSTER,
      format: "jpeg",
      alt: `${name}: ${dish.toLowerCase()}`,
    });
    jobs.set(`member:${i}:logo`, {
      svg: logoSvg(name, palette),
      size: LOGO,
      format: "png",
      alt: `${name} logo`,
    });
  });
  const articles = [
    ["blog", content.blog],
    ["catering", content.caterings],
    ["showcase", content.showcases],
  ] as const;
  for (const [kind, list] of articles) {
    list.forEach(([title, description], i) => {
      const palette: Palette = rng.pick(content.cuisines).palette;
      jobs.set(`${kind}:${i}`, {
        svg: posterSvg(title, description.length > 48 ? siteName : description, palette, i * 7),
        size: POSTER,
        format: "jpeg",
        alt: title,
      });
    });
  }
  jobs.set("option:logo", {
    svg: logoSvg(siteName, content.brand),
    size: LOGO,
    format: "png",
    alt: `${siteName} logo`,
  });
  jobs.set("option:auth_background", {
    svg: backgroundSvg(content.brand),
    size: { width: 1600, height: 1000 },
    format: "jpeg",
    alt: "",
  });
  jobs.set("option:truck_image", {
    svg: truckSvg(content.brand),
    size: { width: 900, height: 600 },
    format: "png",
    alt: "A food truck",
  });
  return jobs;
}

/**
 * Seeds the demo domains with settings, content and generated images, and the demo accounts.
 * Images are rendered (bounded concurrency) and written to storage first; the rows then go in
 * one transaction. Deterministic apart from timestamps, which are spread over the last months
 * relative to now so date filters have something to show.
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  /** Make every image's variants as it is stored (S3_PUBLIC_URL: `variantsAtUpload`). */
  options: { variants?: { maxPixels: number } } = {},
): Promise<SeedResult> {
  const started = Date.now();
  const limit = createLimiter(RENDER_CONCURRENCY);
  const passwordHash = hashPassword(DEMO_PASSWORD);

  const rendered = await Promise.all(
    DEMO_DOMAINS.map(async (d) => {
      const content = DEMO_CONTENT[d.host];
      const jobs = imageJobs(content, d.name, prng(`images:${d.host}`));
      const images = new Map<string, StoredImage>();
      await Promise.all(
        [...jobs].map(([key, job]) =>
          limit(async () => {
            const image = await renderSeedImage(job.svg, job.size, job.format, job.alt);
            await writeImageFiles(storage, d.host, [image]);
            if (options.variants) {
              await writeImageVariants(storage, d.host, image, options.variants.maxPixels);
            }
            images.set(key, image);
          }),
        ),
      );
      return images;
    }),
  );

  const now = Date.now();
  let postCount = 0;
  let mediaCount = 0;
  const hash = await passwordHash;
  await db.transaction(async (tx) => {
    const hostToId = new Map<string, number>();
    for (const [domainIndex, d] of DEMO_DOMAINS.entries()) {
      const content = DEMO_CONTENT[d.host];
      const rng = prng(`content:${d.host}`);
      const [row] = await tx
        .insert(domains)
        .values({
          host: d.host,
          name: d.name,
          seo_title: d.seo.title,
          seo_description: d.seo.description,
        })
        .returning({ id: domains.id });
      const domain = { id: row.id, host: d.host };
      hostToId.set(d.host, row.id);
      await tx.insert(domainColors).values(
        Object.entries(d.colors).map(([type, code]) => ({
          domain_id: row.id,
          domain_color_type_id: Number(type),
          code,
        })),
      );

      // Media rows, in job order; `mediaId(key)` finds one again.
      const images = [...rendered[domainIndex]].sort(([a], [b]) => a.localeCompare(b));
      const mediaRows = await tx
        .insert(media)
        .values(
          images.map(([, image], i) => ({
            ...mediaRowValues(domain, image),
            created_at: new Date(now - (images.length - i) * 60_000),
          })),
        )
        .returning({ id: media.id, hashed_name: media.hashed_name });
      mediaCount += mediaRows.length;
      const idByName = new Map(mediaRows.map((m) => [m.hashed_name, m.id]));
      const byKey = new Map(images);
      const mediaId = (key: string) => idByName.get(byKey.get(key)!.hashedName)!;

      await tx.insert(domainOptions).values([
        ...Object.entries(d.options).map(([name, value]) => ({ domain_id: row.id, name, value })),
        { domain_id: row.id, name: "logo", value: "", media_id: mediaId("option:logo") },
        { domain_id: row.id, name: "fav_icon", value: "", media_id: mediaId("option:logo") },
        {
          domain_id: row.id,
          name: "auth_background",
          value: "",
          media_id: mediaId("option:auth_background"),
        },
        {
          domain_id: row.id,
          name: "truck_image",
          value: "",
          media_id: mediaId("option:truck_image"),
        },
      ]);

      const tags = await tx
        .insert(cuisineTags)
        .values(
          content.cuisines.map((c) => ({
            domain_id: row.id,
            title: c.title,
            icon_data: JSON.stringify({ emoji: c.emoji, color: c.palette.from }),
          })),
        )
        .returning({ id: cuisineTags.id, title: cuisineTags.title });
      const tagId = new Map(tags.map((t) => [t.title, t.id]));

      const faqCategoryId = new Map<string, number>();
      for (const [position, group] of content.faqs.entries()) {
        const [category] = await tx
          .insert(faqCategories)
          .values({ domain_id: row.id, name: group.category, position })
          .returning({ id: faqCategories.id });
        faqCategoryId.set(group.category, category.id);
        await tx.insert(faqs).values(
          group.entries.map(([question, answer], i) => ({
            domain_id: row.id,
            faq_category_id: category.id,
            question,
            answer,
            position: i,
          })),
        );
      }
      const found = <T>(map: Map<string, T>, key: string) => {
        const value = map.get(key);
        if (value === undefined) throw new Error(`demo seed: nothing named ${key}`);
        return value;
      };
      const bodies: BodyContext = {
        content,
        site: {
          address: d.options.address,
          phone: d.options.phone,
          email: d.options.email,
          joinTitle: d.options.join_title,
          joinText: d.options.join_text,
        },
        image: (key) => ({ id: mediaId(key), alt: found(byKey, key).alt }),
        faqCategoryId: (name) => found(faqCategoryId, name),
        cuisineTagId: (title) => found(tagId, title),
      };

      const dates = (daysAgoMax: number) => {
        const created = new Date(now - rng.int(1, daysAgoMax) * DAY - rng.int(0, 23) * 3600_000);
        const updated = new Date(
          Math.min(now, created.getTime() + rng.int(0, 20) * DAY + rng.int(0, 3600) * 1000),
        );
        return { created_at: created, updated_at: updated };
      };
      type PostValues = typeof posts.$inferInsert;
      const rows: { values: PostValues; cuisines: string[] }[] = [];
      // A published post was first published when it was created (blog dates, the feed).
      const add = (values: Omit<PostValues, "domain_id">, cuisines: string[] = []) =>
        rows.push({
          values: {
            domain_id: row.id,
            published_at:
              values.post_status_id === POST_STATUSES.published ? values.created_at : null,
            ...values,
          },
          cuisines,
        });
      const published = POST_STATUSES.published;

      const pages = [
        ["Home", "/", d.seo.description, homeBody(bodies)],
        ["About us", "about", content.about, aboutBody(bodies)],
        ["FAQ", "faq", "Answers to the questions we hear most.", faqBody(bodies)],
        ["Contact", "contact", `Reach us at ${d.options.email}.`, contactBody(bodies)],
      ] as const;
      for (const [position, [title, url, description, body]] of pages.entries()) {
        add({
          post_type_id: POST_TYPES.page,
          post_status_id: published,
          title,
          url,
          description,
          post_body: body,
          position,
          ...dates(200),
        });
      }

      content.members.forEach(([name, cuisines, dish], position) => {
        const sentences = [...content.memberSentences];
        const extra = [0, 1].map(() => sentences.splice(rng.int(0, sentences.length - 1), 1)[0]);
        add(
          {
            post_type_id: POST_TYPES.member,
            post_status_id: ARCHIVED_POSITIONS.has(position)
              ? POST_STATUSES.archived
              : DRAFT_POSITIONS.has(position)
                ? POST_STATUSES.draft
                : published,
            title: name,
            url: slugify(name),
            description: `${dish}. ${extra.slice(0, rng.int(1, 2)).join(" ")}`,
            poster_id: mediaId(`member:${position}:poster`),
            logo_id: mediaId(`member:${position}:logo`),
            profile: demoProfile(name, cuisines, dish, position),
            position,
            ...dates(180),
          },
          cuisines,
        );
      });

      content.cuisines.slice(0, 8).forEach((cuisine, position) => {
        const title = content.cuisinePageTitle(cuisine.title);
        const description = `Every ${cuisine.title} member of ${d.name}.`;
        add(
          {
            post_type_id: POST_TYPES.cuisine,
            post_status_id: published,
            title,
            url: slugify(title),
            description,
            post_body: cuisineBody(bodies, cuisine.title, title, description),
            position,
            ...dates(150),
          },
          [cuisine.title],
        );
      });

      const articles = [
        [POST_TYPES.blog, "blog", content.blog],
        [POST_TYPES.catering, "catering", content.caterings],
        [POST_TYPES.showcase, "showcase", content.showcases],
      ] as const;
      for (const [type, kind, list] of articles) {
        for (const [position, [title, description]] of list.entries()) {
          add({
            post_type_id: type,
            // The last blog post is still being written.
            post_status_id:
              kind === "blog" && position === list.length - 1 ? POST_STATUSES.draft : published,
            title,
            url: slugify(title),
            description,
            poster_id: mediaId(`${kind}:${position}`),
            // Showcases pick members, whose ids exist only after the insert (set below).
            post_body:
              kind === "blog"
                ? blogBody(bodies, position)
                : kind === "catering"
                  ? cateringBody(bodies, position)
                  : null,
            position,
            ...dates(120),
          });
        }
      }

      const inserted = await tx
        .insert(posts)
        .values(rows.map((r) => r.values))
        .returning({ id: posts.id });
      postCount += inserted.length;
      const links = rows.flatMap((r, i) =>
        r.cuisines.map((title) => ({ post_id: inserted[i].id, cuisine_tag_id: tagId.get(title)! })),
      );
      await tx.insert(postCuisines).values(links);

      const publishedMembers = new Map(
        rows.flatMap((r, i) =>
          r.values.post_type_id === POST_TYPES.member && r.values.post_status_id === published
            ? [[r.values.title, inserted[i].id] as const]
            : [],
        ),
      );
      const showcaseIds = rows.flatMap((r, i) =>
        r.values.post_type_id === POST_TYPES.showcase ? [inserted[i].id] : [],
      );
      for (const [index, id] of showcaseIds.entries()) {
        await tx
          .update(posts)
          .set({
            post_body: showcaseBody(bodies, index, (name) => found(publishedMembers, name)),
          })
          .where(eq(posts.id, id));
      }

      const featured = rows.flatMap((r, i) =>
        r.values.post_type_id === POST_TYPES.member && r.values.post_status_id === published
          ? [inserted[i].id]
          : [],
      );
      await seedSettings(
        tx,
        { id: row.id, host: d.host, name: d.name },
        {
          socials: d.socials,
          cuisinePages: rows
            .filter((r) => r.values.post_type_id === POST_TYPES.cuisine)
            .map((r) => ({ title: r.values.title, url: r.values.url })),
          truckImageId: mediaId("option:truck_image"),
          featuredMembers: featured.slice(0, 6),
        },
      );
      await seedSubmissions(tx, row.id, d.host);
      // Places and recurring stops of the published members, relative to now in the site's zone.
      await seedDemoStops(
        tx,
        { id: row.id, host: d.host, timeZone: d.options.timezone },
        featured,
        now,
      );
      // Catering profiles and a dozen requests with matches and quotes (needs members and stops).
      await seedDemoCatering(tx, { id: row.id, host: d.host, timeZone: d.options.timezone }, now);

      await tx
        .insert(categories)
        .values(content.blogCategories.map((name) => ({ domain_id: row.id, name })));
    }
    const userIds = new Map<string, number>();
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          firstname: u.firstname,
          lastname: u.lastname,
          role_id: u.role_id,
          password_hash: hash,
        })
        .returning({ id: users.id });
      userIds.set(u.email, row.id);
      await tx.insert(userDomains).values(
        u.hosts.map((h) => ({
          user_id: row.id,
          domain_id: hostToId.get(h)!,
          role_id: u.role_id,
        })),
      );
    }
    // The demo's posts have authors: the admin, and the editor for half the main site's blog.
    const demoDomainIds = [...hostToId.values()];
    await tx
      .update(posts)
      .set({ author_id: userIds.get("admin@example.com") })
      .where(inArray(posts.domain_id, demoDomainIds));
    await tx
      .update(posts)
      .set({ author_id: userIds.get("editor@example.com") })
      .where(
        and(
          eq(posts.domain_id, hostToId.get("localhost") ?? 0),
          eq(posts.post_type_id, POST_TYPES.blog),
          sql`${posts.id} % 2 = 0`,
        ),
      );
    // Revision histories, a scheduled blog post and a week of audit entries (issue 24).
    await seedDemoEditorial(tx, DEMO_DOMAINS, DEMO_USERS, { hostToId, userIds, now });
    // Every other post's first version (issue 38): its first edit lists only what it changed.
    for (const [host, id] of hostToId) await recordBaselines(tx, { id, host });
    // The vendor (role 4): a truck per domain, a change waiting for review (issue 25).
    await seedDemoVendors(tx, { hostToId, passwordHash: hash, now });
  });
  return { ms: Date.now() - started, media: mediaCount, posts: postCount };
}
