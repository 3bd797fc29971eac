import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/client.ts";
import { media, posts } from "../src/db/schema.ts";
import { findPost } from "../src/features/posts/find-post.ts";
import { createCuisineTag, createMediaRow, createPost, uniqueWord } from "./content-fixtures.ts";
import { call, siteOrigin } from "./helpers.ts";
import {
  type Block,
  block,
  createPostBodyTestApp,
  ids,
  type ReadBlock,
} from "./post-body-fixtures.ts";

const { app, db, admin, editor, catering, page, readById, readByUrl, member } =
  await createPostBodyTestApp();

describe("reading a body", () => {
  it("returns media as media items on every read, null once the media is gone", async () => {
    const word = uniqueWord("media");
    const image = await createMediaRow(db, 1, "image");
    const hero = await createMediaRow(db, 1, "hero");
    const gone = await createMediaRow(db, 1, "gone");
    const saved = await page(
      [
        block("Image", { image: image.id, alt: "An image" }),
        block("Section", { content: [block("Hero", { image: hero.id, alt: "A hero" })] }),
        block("Gallery", {
          images: [
            { image: gone.id, alt: "Gone soon" },
            { image: image.id, alt: "Again" },
          ],
        }),
      ],
      admin,
      { title: `Media ${word}` },
    );
    await db.delete(media).where(eq(media.id, gone.id));
    const item = (row: typeof image) =>
      expect.objectContaining({
        id: row.id,
        alt: row.alt,
        url: `${siteOrigin()}/storage/domains/localhost/library/${row.hashed_name}.png`,
        thumbnail_url: expect.stringContaining(row.hashed_name),
        width: 10,
        height: 10,
      });
    const expectItems = (content: ReadBlock[]) => {
      expect(content[0].props.image).toEqual(item(image));
      expect((content[1].props.content as ReadBlock[])[0].props.image).toEqual(item(hero));
      expect(content[2].props.images).toEqual([
        { image: null, alt: "Gone soon" },
        { image: item(image), alt: "Again" },
      ]);
    };
    expect((saved.post_body as { content: ReadBlock[] }).content[0].props.image).toEqual(
      item(image),
    );
    expectItems(await readById(saved.id, admin));
    expectItems(await readById(saved.id));
    expectItems(await readByUrl(saved.attributes.url));
    for (const token of [admin, undefined]) {
      const list = await call(app, "GET", `/api/posts/by-type?type=1&search=${word}`, { token });
      expect(list.body.data).toHaveLength(1);
      expectItems(list.body.data[0].post_body.content);
    }
  });

  it("resolves picked members in order, skipping drafts, trashed, archived and foreign ones", async () => {
    const first = await member(admin);
    const draft = await member(admin, { post_status_id: 1 });
    const archived = await member(admin, { post_status_id: 3 });
    const trashed = await member(admin);
    await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: admin });
    const poster = await createMediaRow(db, 1, "poster");
    const tag = await createCuisineTag(app, admin);
    const last = await member(admin, {
      description: "Tacos",
      media: { poster_id: poster.id },
      external_data: { cuisines: [tag.id] },
    });
    const picks = [last.id, draft.id, trashed.id, archived.id, first.id];
    const saved = await page([
      block("MemberGrid", { mode: "picked", member_ids: picks, limit: 12 }),
      block("MemberGrid", { mode: "picked", member_ids: picks, limit: 1 }),
    ]);
    for (const content of [
      await readById(saved.id),
      await readById(saved.id, admin),
      await readByUrl(saved.attributes.url, admin),
    ]) {
      expect(ids(content[0].props.resolved?.members ?? [])).toEqual([last.id, first.id]);
      expect(ids(content[1].props.resolved?.members ?? [])).toEqual([last.id]);
    }
    const [shown] = (await readById(saved.id))[0].props.resolved?.members ?? [];
    expect(shown).toEqual({
      id: last.id,
      title: last.attributes.title,
      url: `/${last.attributes.url}`,
      description: "Tacos",
      poster: {
        id: poster.id,
        url: `${siteOrigin()}/storage/domains/localhost/library/${poster.hashed_name}.png`,
        thumbnail_url: expect.stringContaining(poster.hashed_name),
        alt: "poster",
        width: 10,
        height: 10,
      },
      logo: null,
      cuisines: [tag.title],
    });

    // Publishing the draft shows it at once, in its picked place.
    await call(app, "PUT", `/api/posts/${draft.id}/status`, {
      token: admin,
      body: { post_status_id: 2 },
    });
    const again = await readByUrl(saved.attributes.url);
    expect(ids(again[0].props.resolved?.members ?? [])).toEqual([last.id, draft.id, first.id]);
  });

  it("resolves all members by position and a cuisine's members, published only", async () => {
    const tag = await createCuisineTag(app, admin);
    const a = await member(admin, { external_data: { cuisines: [tag.id] } });
    await member(admin, { post_status_id: 1, external_data: { cuisines: [tag.id] } });
    const b = await member(admin, { external_data: { cuisines: [tag.id] } });
    const c = await member(admin, { external_data: { cuisines: [tag.id] } });
    const saved = await page([
      block("MemberGrid", { mode: "all", limit: 5 }),
      block("MemberGrid", { mode: "cuisine", cuisine_id: tag.id, limit: 2 }),
      block("MemberGrid", { mode: "cuisine", cuisine_id: tag.id, limit: 10 }),
      block("MemberGrid", { mode: "cuisine", cuisine_id: null }),
    ]);
    const content = await readById(saved.id, admin);
    const list = await call(app, "GET", "/api/posts/by-type?type=2&limit=5");
    expect(ids(content[0].props.resolved?.members ?? [])).toEqual(ids(list.body.data));
    expect(ids(content[1].props.resolved?.members ?? [])).toEqual([a.id, b.id]);
    expect(ids(content[2].props.resolved?.members ?? [])).toEqual([a.id, b.id, c.id]);
    expect(content[3].props.resolved).toEqual({ members: [] });
  });

  it("lists every cuisine with its published members and its cuisine page", async () => {
    const tacos = await createCuisineTag(app, admin);
    const empty = await createCuisineTag(app, admin);
    await member(admin, { external_data: { cuisines: [tacos.id] } });
    await member(admin, { external_data: { cuisines: [tacos.id, empty.id] }, post_status_id: 1 });
    const trashed = await member(admin, { external_data: { cuisines: [tacos.id, empty.id] } });
    await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: admin });
    await member(admin, { external_data: { cuisines: [tacos.id] } });
    const cuisinePage = await createPost(app, admin, {
      post_type_id: 3,
      external_data: { cuisines: [tacos.id] },
    });
    await createPost(app, admin, {
      post_type_id: 3,
      post_status_id: 1,
      external_data: { cuisines: [empty.id] },
    });
    const saved = await page([block("CuisineList"), block("CuisineList", { show_counts: false })]);
    const content = await readByUrl(saved.attributes.url);
    const cuisines = content[0].props.resolved?.cuisines as {
      id: number;
      title: string;
      url: string | null;
      count: number;
    }[];
    expect(cuisines).toContainEqual({
      id: tacos.id,
      title: tacos.title,
      url: `/${cuisinePage.attributes.url}`,
      count: 2,
    });
    expect(cuisines).toContainEqual({ id: empty.id, title: empty.title, url: null, count: 0 });
    const titles = cuisines.map((c) => c.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect(content[1].props.resolved).toEqual(content[0].props.resolved);
    const foreign = await createCuisineTag(app, catering);
    expect(
      ids((await readByUrl(saved.attributes.url))[0].props.resolved?.cuisines ?? []),
    ).not.toContain(foreign.id);
  });

  it("groups FAQs by category, uncategorized last, or shows one category", async () => {
    const category = await call(app, "POST", "/api/faq-categories", {
      token: admin,
      body: { name: uniqueWord("Booking ") },
    });
    const categoryId = category.body.data.id as number;
    const faq = (question: string, faq_category_id: number | null, position: number) =>
      call(app, "POST", "/api/faqs", {
        token: admin,
        body: { question, answer: `Answer to ${question}`, faq_category_id, position },
      });
    const second = await faq("How early?", categoryId, 2);
    const first = await faq("How much?", categoryId, 1);
    const loose = await faq("Who are you?", null, 0);
    const saved = await page([block("Faq"), block("Faq", { category_id: categoryId })]);
    const content = await readByUrl(saved.attributes.url);
    type Group = { id: number | null; name: string; faqs: { id: number }[] };
    const all = content[0].props.resolved?.categories as Group[];
    expect(all.find((g) => g.id === categoryId)?.faqs).toEqual([
      { id: first.body.data.id, question: "How much?", answer: "Answer to How much?" },
      { id: second.body.data.id, question: "How early?", answer: "Answer to How early?" },
    ]);
    expect(all.at(-1)).toMatchObject({ id: null, name: "Other questions" });
    expect(ids(all.at(-1)?.faqs ?? [])).toContain(loose.body.data.id);
    expect(all.every((g) => g.faqs.length > 0)).toBe(true);
    expect(content[1].props.resolved).toEqual({
      categories: [
        {
          id: categoryId,
          name: category.body.data.name,
          faqs: all.find((g) => g.id === categoryId)?.faqs,
        },
      ],
    });
  });

  it("shows the newest published blog posts first", async () => {
    const older = await createPost(app, admin, { post_type_id: 6 });
    const newer = await createPost(app, admin, { post_type_id: 6 });
    await createPost(app, admin, { post_type_id: 6, post_status_id: 1 });
    const trashed = await createPost(app, admin, { post_type_id: 6 });
    await call(app, "DELETE", `/api/posts/${trashed.id}`, { token: admin });
    const saved = await page([
      block("LatestPosts", { count: 2 }),
      block("LatestPosts", { count: 3 }),
    ]);
    const content = await readById(saved.id, admin);
    const latest = content[0].props.resolved?.posts as {
      id: number;
      url: string;
      created_at: string;
    }[];
    expect(ids(latest)).toEqual([newer.id, older.id]);
    expect(latest[0]).toMatchObject({ url: `/${newer.attributes.url}`, poster: null });
    const three = content[1].props.resolved?.posts as { created_at: string }[];
    expect(three).toHaveLength(3);
    const dates = three.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("resolves the same for a team read of a draft page as the public page would show", async () => {
    const draftMember = await member(admin, { post_status_id: 1 });
    const shown = await member(admin);
    const draftPage = await page(
      [block("MemberGrid", { mode: "picked", member_ids: [draftMember.id, shown.id] })],
      admin,
      { post_status_id: 1 },
    );
    expect((await call(app, "GET", `/api/posts/${draftPage.id}`)).status).toBe(404);
    const content = await readById(draftPage.id, editor);
    expect(ids(content[0].props.resolved?.members ?? [])).toEqual([shown.id]);
  });

  it("reads bodies in an older format or with bad props without failing", async () => {
    const legacy = {
      blocks: [{ type: "paragraph", text: "<b>old</b>", image: 99_999_999_999 }],
      content: { image: 1.5, more: [{ image: "7" }] },
    };
    const post = await createPost(app, admin, { post_type_id: 1 });
    await db.update(posts).set({ post_body: legacy }).where(eq(posts.id, post.id));
    const res = await call(app, "GET", `/api/posts/${post.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.post_body).toEqual(legacy);
    const list = await call(app, "GET", "/api/posts/by-type?type=1&limit=500", { token: admin });
    expect(list.status).toBe(200);
    const listed = (list.body.data as { id: number; post_body: unknown }[]).find(
      (p) => p.id === post.id,
    );
    expect(listed?.post_body).toEqual(legacy);

    // A block document written by hand with bad props reads without failing.
    const odd = {
      content: ["x", { type: "MemberGrid", props: { mode: 5 } }, block("Image", { image: "abc" })],
    };
    await db.update(posts).set({ post_body: odd }).where(eq(posts.id, post.id));
    const content = await readById(post.id);
    expect(content[0]).toBe("x");
    expect(content[1].props.resolved).toEqual({ members: [] });
    expect(content[2].props.image).toBeNull();
  });

  it("runs a bounded number of queries whatever the number of blocks", async () => {
    const tag = await createCuisineTag(app, admin);
    const one = [
      block("MemberGrid", { mode: "all" }),
      block("MemberGrid", { mode: "cuisine", cuisine_id: tag.id }),
      block("CuisineList"),
      block("Faq"),
      block("LatestPosts"),
      block("Image", { image: (await createMediaRow(db, 1)).id, alt: "x" }),
    ];
    const many: Block[] = [];
    for (let i = 0; i < 10; i++) {
      const picked = await member(admin);
      many.push(
        block("Section", {
          content: [
            block("MemberGrid", { mode: "picked", member_ids: [picked.id] }),
            block("Faq", { category_id: null }),
            block("Image", { image: (await createMediaRow(db, 1)).id, alt: "x" }),
          ],
        }),
        ...one.map((b) => ({ ...b, props: { ...b.props, id: `${b.props.id}-${i}` } })),
      );
    }
    const queries = async (content: Block[]) => {
      const saved = await page(content);
      let count = 0;
      const counting = new Proxy(db, {
        get(target, key) {
          const value = Reflect.get(target, key);
          if (key === "select" || key === "execute") count++;
          return typeof value === "function" ? value.bind(target) : value;
        },
      }) as Db;
      await findPost(counting, { id: 1, host: "localhost" }, { id: saved.id, audience: "public" });
      return count;
    };
    const few = await queries(one);
    // The post, its media and cuisines, members, cuisine list, FAQ categories and FAQs, posts.
    expect(few).toBeLessThanOrEqual(8);
    expect(await queries(many)).toBe(few);
  });
});

describe("the by-url memo", () => {
  it("shows an edited FAQ at once", async () => {
    const category = await call(app, "POST", "/api/faq-categories", {
      token: admin,
      body: { name: uniqueWord("Memo ") },
    });
    const faq = await call(app, "POST", "/api/faqs", {
      token: admin,
      body: { question: "Old question?", answer: "Old", faq_category_id: category.body.data.id },
    });
    const saved = await page([block("Faq", { category_id: category.body.data.id })]);
    const question = async () => {
      const [faqBlock] = await readByUrl(saved.attributes.url);
      const groups = faqBlock.props.resolved?.categories ?? [];
      const [group] = groups as { faqs: { question: string }[] }[];
      return group.faqs[0].question;
    };
    expect(await question()).toBe("Old question?");
    expect(await question()).toBe("Old question?");
    const edited = await call(app, "PATCH", `/api/faqs/${faq.body.data.id}`, {
      token: editor,
      body: { question: "New question?" },
    });
    expect(edited.status).toBe(200);
    expect(await question()).toBe("New question?");
  });

  it("shows a replaced image's media item and a member published later", async () => {
    const image = await createMediaRow(db, 1, "before");
    const draft = await member(admin, { post_status_id: 1 });
    const saved = await page([
      block("Image", { image: image.id, alt: "x" }),
      block("MemberGrid", { mode: "picked", member_ids: [draft.id] }),
    ]);
    const first = await readByUrl(saved.attributes.url);
    expect(first[1].props.resolved?.members).toEqual([]);
    const alt = await call(app, "PUT", `/api/media/${image.id}`, {
      token: admin,
      body: { alt: "after" },
    });
    expect(alt.status).toBe(200);
    expect((await readByUrl(saved.attributes.url))[0].props.image).toMatchObject({ alt: "after" });
    await call(app, "PUT", `/api/posts/${draft.id}/status`, {
      token: admin,
      body: { post_status_id: 2 },
    });
    expect(ids((await readByUrl(saved.attributes.url))[1].props.resolved?.members ?? [])).toEqual([
      draft.id,
    ]);
  });
});
