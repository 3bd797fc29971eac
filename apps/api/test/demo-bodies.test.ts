import {
  BLOCK_TYPES,
  type BlockNode,
  POST_STATUSES,
  POST_TYPES,
  parseBlockDocument,
  walkBlocks,
} from "@fooddir/contract";
import { sanitizeRichText } from "@fooddir/contract/rich-text";
import { and, asc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cuisineTags,
  domainOptions,
  domains,
  faqCategories,
  media,
  posts,
} from "../src/db/schema.ts";
import { domainIdSet } from "./fixtures.ts";
import { call, createTestApp, login } from "./helpers.ts";

/** The seeded page-builder documents: valid, complete and pointing at the right domain's data. */

const { app, db } = await createTestApp();
const allDomains = await db.select().from(domains).orderBy(asc(domains.id));

type Row = typeof posts.$inferSelect;
const blocksOf = (row: Row): BlockNode[] => {
  const parsed = parseBlockDocument(row.post_body);
  if (!parsed.ok) throw new Error(`${row.title}: ${JSON.stringify(parsed.issues)}`);
  return [...walkBlocks(parsed.value.content)];
};
const ofType = (list: BlockNode[], type: BlockNode["type"]) => list.filter((b) => b.type === type);

describe("demo page bodies", () => {
  for (const domain of allDomains) {
    describe(domain.host, async () => {
      const rows = await db
        .select()
        .from(posts)
        .where(and(eq(posts.domain_id, domain.id), isNull(posts.deleted_at)))
        .orderBy(asc(posts.post_type_id), asc(posts.position));
      const withBody = rows.filter((r) => r.post_body !== null);
      const byUrl = (url: string) => rows.find((r) => r.url === url)!;

      it("stores every body as a valid, already normalized document with unique block ids", () => {
        expect(withBody.length).toBeGreaterThan(20);
        for (const row of withBody) {
          const parsed = parseBlockDocument(row.post_body);
          expect(parsed.ok ? [] : parsed.issues, row.title).toEqual([]);
          if (!parsed.ok) continue;
          expect(parsed.value, row.title).toEqual(row.post_body);
          const ids = [...walkBlocks(parsed.value.content)].map((b) => b.props.id);
          expect(new Set(ids).size, row.title).toBe(ids.length);
          for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
        }
      });

      it("shows every block type somewhere on the demo site", () => {
        const used = new Set<string>();
        for (const row of withBody) {
          const parsed = parseBlockDocument(row.post_body);
          if (parsed.ok) for (const b of walkBlocks(parsed.value.content)) used.add(b.type);
        }
        expect([...used].sort()).toEqual([...BLOCK_TYPES].sort());
      });

      it("gives every page, catering and showcase a body", () => {
        const types = new Set<number>([POST_TYPES.page, POST_TYPES.catering, POST_TYPES.showcase]);
        const required = rows.filter((r) => types.has(r.post_type_id));
        expect(required.length).toBeGreaterThanOrEqual(12);
        for (const row of required) expect(row.post_body, row.title).not.toBeNull();
      });

      it("writes rich text that the sanitizer keeps as it is", () => {
        for (const row of withBody) {
          for (const block of ofType(blocksOf(row), "RichText")) {
            const html = block.props.text as string;
            expect(html).toMatch(/^<(p|h2|h3|ul)>/);
            expect(sanitizeRichText(html), row.title).toBe(html);
          }
        }
      });

      it("builds the home page from a hero, members, cuisines, news, FAQs and the join band", () => {
        const home = blocksOf(byUrl("/"));
        expect(home.length).toBeGreaterThanOrEqual(5);
        const [hero] = home;
        expect(hero.type).toBe("Hero");
        expect(hero.props.image).toEqual(expect.any(Number));
        expect(hero.props.alt).not.toBe("");
        const buttons = hero.props.buttons as { label: string; href: string }[];
        expect(buttons[0]).toMatchObject({ label: "Meet the members", href: "/members" });
        const booking = rows.find((r) => `/${r.url}` === buttons[1].href);
        expect(booking?.post_type_id).toBe(POST_TYPES.catering);
        expect(booking?.post_status_id).toBe(POST_STATUSES.published);
        expect(ofType(home, "MemberGrid")[0].props).toMatchObject({ mode: "all", limit: 6 });
        for (const type of ["RichText", "CuisineList", "LatestPosts", "Faq", "JoinBand"]) {
          expect(ofType(home, type as BlockNode["type"]), type).toHaveLength(1);
        }
      });

      it("puts the FAQs, the contact form and the join form on their pages", async () => {
        expect(ofType(blocksOf(byUrl("faq")), "Faq")[0].props.category_id).toBeNull();
        const contact = blocksOf(byUrl("contact"));
        expect(ofType(contact, "Form")[0].props.form).toBe("contact");
        const details = ofType(contact, "RichText")[0].props.text as string;
        const options = await db
          .select()
          .from(domainOptions)
          .where(eq(domainOptions.domain_id, domain.id));
        const option = (name: string) => options.find((o) => o.name === name)!.value;
        expect(details).toContain(`<p>${option("address")}</p>`);
        expect(details).toContain(`>${option("phone")}</a>`);
        expect(details).toContain(`href="mailto:${option("email")}"`);
        expect(details).toMatch(/href="tel:\+1555\d{4}"/);
        expect(ofType(blocksOf(byUrl("about")), "Form")[0].props.form).toBe("join");
      });

      it("writes cuisine names as they are written on cuisine pages ('Every Mexican member')", () => {
        const cuisinePages = rows.filter((r) => r.post_type_id === POST_TYPES.cuisine);
        expect(cuisinePages.length).toBeGreaterThan(0);
        for (const row of cuisinePages) {
          const cuisine = row.title.replace(/ (food trucks|catering)$/, "");
          expect(row.description, row.title).toContain(`Every ${cuisine} member`);
          const [hero] = blocksOf(row);
          expect(hero.props.text, row.title).toBe(row.description);
        }
      });

      it("gives every catering a hero, text, 2-4 gallery images and the catering form", () => {
        for (const row of rows.filter((r) => r.post_type_id === POST_TYPES.catering)) {
          const blocks = blocksOf(row);
          expect(blocks.map((b) => b.type)).toEqual(["Hero", "RichText", "Gallery", "Form"]);
          const images = blocks[2].props.images as unknown[];
          expect(images.length).toBeGreaterThanOrEqual(2);
          expect(images.length).toBeLessThanOrEqual(4);
          expect(blocks[3].props.form).toBe("catering");
        }
      });

      it("picks three published members of the same domain for every showcase", async () => {
        const showcases = rows.filter((r) => r.post_type_id === POST_TYPES.showcase);
        const published = new Set(
          rows
            .filter(
              (r) =>
                r.post_type_id === POST_TYPES.member &&
                r.post_status_id === POST_STATUSES.published,
            )
            .map((r) => r.id),
        );
        let videos = 0;
        for (const row of showcases) {
          const blocks = blocksOf(row);
          expect(ofType(blocks, "Gallery"), row.title).toHaveLength(1);
          videos += ofType(blocks, "Video").length;
          const [grid] = ofType(blocks, "MemberGrid");
          expect(grid.props.mode).toBe("picked");
          const ids = grid.props.member_ids as number[];
          expect(ids, row.title).toHaveLength(3);
          for (const id of ids) expect(published.has(id), `${row.title}: ${id}`).toBe(true);
        }
        expect(videos).toBeGreaterThanOrEqual(1);
      });

      it("refers only to media, FAQ categories and cuisines of the same domain", async () => {
        const mediaIds = await domainIdSet(db, media, domain.id);
        const categoryIds = await domainIdSet(db, faqCategories, domain.id);
        const tagIds = await domainIdSet(db, cuisineTags, domain.id);
        let images = 0;
        for (const row of withBody) {
          for (const block of blocksOf(row)) {
            const refs = [
              block.props.image,
              ...((block.props.images as { image: unknown }[] | undefined) ?? []).map(
                (i) => i.image,
              ),
            ].filter((ref) => ref !== undefined && ref !== null);
            for (const ref of refs) expect(mediaIds.has(ref as number), row.title).toBe(true);
            images += refs.length;
            if (block.type === "Faq" && block.props.category_id !== null) {
              expect(categoryIds.has(block.props.category_id as number)).toBe(true);
            }
            if (block.type === "MemberGrid" && block.props.mode === "cuisine") {
              expect(tagIds.has(block.props.cuisine_id as number)).toBe(true);
            }
          }
        }
        expect(images).toBeGreaterThan(20);
      });

      it("lets the editor load every body through the API and save it back unchanged", async () => {
        // A token works on the domain it was issued for.
        const admin = (await login(app, undefined, { host: domain.host })).access_token;
        for (const row of withBody) {
          const read = await call(app, "GET", `/api/posts/${row.id}`, {
            host: domain.host,
            token: admin,
          });
          expect(read.status, row.title).toBe(200);
          const saved = await call(app, "PUT", `/api/posts/${row.id}/body`, {
            host: domain.host,
            token: admin,
            body: { post_status_id: row.post_status_id, post_body: read.body.data.post_body },
          });
          expect(saved.status, `${row.title}: ${JSON.stringify(saved.body)}`).toBe(200);
          const [after] = await db.select().from(posts).where(eq(posts.id, row.id));
          expect(after.post_body, row.title).toEqual(row.post_body);
        }
      });
    });
  }
});
