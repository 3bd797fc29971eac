import {
  API_PATHS,
  BLOCK_TYPES,
  type BlockType,
  BODY_MAX_BLOCKS,
  BODY_MAX_NESTING,
  blockDefaults,
} from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/client.ts";
import { media, posts } from "../src/db/schema.ts";
import { findPost } from "../src/features/posts/find-post.ts";
import {
  createContentTestApp,
  createCuisineTag,
  createMediaRow,
  createPost,
  type PostInput,
  uniqueWord,
} from "./content-fixtures.ts";
import { call, siteOrigin } from "./helpers.ts";

const { app, db, admin, editor, catering } = await createContentTestApp();

type Props = Record<string, unknown>;
type Block = { type: string; props: Props };
type ReadBlock = { type: string; props: Props & { resolved?: Record<string, unknown[]> } };

let blockCount = 0;
/** A block of a type with its defaults, changed by `props`. */
function block(type: BlockType | string, props: Props = {}): Block {
  const defaults = (blockDefaults as Record<string, Props>)[type] ?? {};
  return { type, props: { id: `b${++blockCount}`, ...defaults, ...props } };
}
const doc = (...content: Block[]) => ({ root: { props: {} }, content });

/** POST /api/posts with a body; the raw response. */
function postWithBody(body: unknown, token = admin, extra: PostInput = {}) {
  const word = uniqueWord("page");
  return call(app, "POST", "/api/posts", {
    token,
    body: {
      url: word,
      title: `Page ${word}`,
      post_status_id: 2,
      post_type_id: 1,
      post_body: body,
      ...extra,
    },
  });
}

/** A published page holding `content`; returns its id and url. */
async function page(content: Block[], token = admin, extra: PostInput = {}) {
  const res = await postWithBody(doc(...content), token, extra);
  if (res.status !== 201) throw new Error(`page failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; attributes: { url: string }; post_body: unknown };
}

const readBlocks = (body: { data: { post_body: { content: ReadBlock[] } } }) =>
  body.data.post_body.content;

async function readById(id: number, token?: string) {
  const res = await call(app, "GET", `/api/posts/${id}`, { token });
  expect(res.status).toBe(200);
  return readBlocks(res.body);
}

async function readByUrl(url: string, token?: string) {
  const res = await call(app, "GET", `/api/posts/by-url?url=${encodeURIComponent(url)}`, {
    token,
  });
  expect(res.status).toBe(200);
  return readBlocks(res.body);
}

async function member(token: string, extra: PostInput = {}) {
  return createPost(app, token, { post_type_id: 2, post_status_id: 2, ...extra });
}

const ids = (list: unknown[]) => (list as { id: number }[]).map((m) => m.id);

describe("writing a body: 422 naming the path", () => {
  async function errorsOf(body: unknown) {
    const res = await postWithBody(body);
    expect(res.status).toBe(422);
    return res.body.errors as Record<string, string[]>;
  }

  it("saves every block type as the builder drops it: new and still empty (issue 27)", async () => {
    const saved = await page(BLOCK_TYPES.map((type) => block(type)));
    const read = await readById(saved.id, admin);
    expect(read.map((b) => b.type)).toEqual([...BLOCK_TYPES]);
    const cta = read.find((b) => b.type === "CallToAction");
    expect(cta?.props).toMatchObject({ title: "", button_label: "", button_href: "" });
  });

  it("names the missing half of a button", async () => {
    const errors = await errorsOf(
      doc(
        block("CallToAction", { title: "Book", button_label: "Ask" }),
        block("Hero", { title: "Hi", buttons: [{ label: "", href: "/members" }] }),
      ),
    );
    expect(errors).toEqual({
      "post_body.content.0.props.button_href": ["The button link is required."],
      "post_body.content.1.props.buttons.0.label": ["The button label is required."],
    });
  });

  it("refuses an unknown block type", async () => {
    const errors = await errorsOf(doc(block("Heading"), block("Marquee", { text: "x" })));
    expect(errors).toEqual({ "post_body.content.1.type": ["Unknown block type."] });
  });

  it("refuses an unknown prop", async () => {
    const errors = await errorsOf(doc(block("Heading", { onclick: "alert(1)" })));
    expect(errors).toEqual({ "post_body.content.0.props": ["Unknown prop: onclick."] });
  });

  it("refuses bad values, nested blocks included", async () => {
    const errors = await errorsOf(
      doc(
        block("Heading", { level: "1" }),
        block("MemberGrid", { limit: 49 }),
        block("Gallery", {
          images: Array.from({ length: 25 }, () => ({ image: null, alt: "" })),
        }),
        block("LatestPosts", { count: 0 }),
        block("Spacer", { size: "huge" }),
        block("Section", {
          content: [block("Columns", { column2: [block("Heading", { text: "x".repeat(201) })] })],
        }),
        block("Form", { form: "newsletter" }),
      ),
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        "post_body.content.0.props.level",
        "post_body.content.1.props.limit",
        "post_body.content.2.props.images",
        "post_body.content.3.props.count",
        "post_body.content.4.props.size",
        "post_body.content.5.props.content.0.props.column2.0.props.text",
        "post_body.content.6.props.form",
      ].sort(),
    );
    expect(errors["post_body.content.5.props.content.0.props.column2.0.props.text"]).toEqual([
      "The heading may not be longer than 200 characters.",
    ]);
  });

  it("refuses blocks nested deeper than the limit", async () => {
    let nested: Block = block("Heading");
    for (let i = 0; i <= BODY_MAX_NESTING; i++) nested = block("Section", { content: [nested] });
    const errors = await errorsOf(doc(nested));
    const [field] = Object.keys(errors);
    expect(field).toMatch(/^post_body\.content\.0(\.props\.content\.0)*\.props\.content$/);
    expect(errors[field][0]).toMatch(/nested at most/);

    let allowed: Block = block("Heading");
    for (let i = 1; i < BODY_MAX_NESTING; i++) allowed = block("Section", { content: [allowed] });
    expect((await postWithBody(doc(allowed))).status).toBe(201);
  });

  it("refuses more blocks than the limit", async () => {
    const many = Array.from({ length: BODY_MAX_BLOCKS + 1 }, () => block("Divider"));
    const errors = await errorsOf(doc(...many));
    expect(errors).toEqual({
      [`post_body.content.${BODY_MAX_BLOCKS}`]: [
        `A page may hold at most ${BODY_MAX_BLOCKS} blocks.`,
      ],
    });
    expect((await postWithBody(doc(...many.slice(1)))).status).toBe(201);
  });

  it("refuses a body larger than the limit", async () => {
    const text = `<p>${"x".repeat(49_000)}</p>`;
    const errors = await errorsOf(
      doc(...Array.from({ length: 7 }, () => block("RichText", { text }))),
    );
    expect(errors).toEqual({
      post_body: ["The page body may not be larger than 300000 bytes."],
    });
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
  ])("refuses the link %j in a hero button and a call to action", async (href) => {
    const errors = await errorsOf(
      doc(
        block("Hero", { buttons: [{ label: "Go", href, style: "primary" }] }),
        block("CallToAction", { button_label: "Go", button_href: href }),
      ),
    );
    expect(Object.keys(errors).sort()).toEqual([
      "post_body.content.0.props.buttons.0.href",
      "post_body.content.1.props.button_href",
    ]);
  });

  it("refuses videos that are not YouTube or Vimeo", async () => {
    for (const url of [
      "https://evil.example/watch?v=aqz-KE-bpKQ",
      "javascript:alert(1)",
      "https://www.youtube.com/watch?v=short",
      "http://youtube.com.evil.example/watch?v=aqz-KE-bpKQ",
    ]) {
      const errors = await errorsOf(doc(block("Video", { url, title: "A video" })));
      expect(errors, url).toEqual({
        "post_body.content.0.props.url": ["Only YouTube and Vimeo video addresses are allowed."],
      });
    }
  });

  it("refuses an image without alt text", async () => {
    const image = await createMediaRow(db, 1);
    const errors = await errorsOf(
      doc(
        block("Image", { image: image.id, alt: " " }),
        block("Gallery", { images: [{ image: image.id, alt: "" }] }),
      ),
    );
    expect(errors).toEqual({
      "post_body.content.0.props.alt": ["The alt text is required for an image."],
      "post_body.content.1.props.images.0.alt": ["The alt text is required for an image."],
    });
  });

  it("refuses media, cuisines, FAQ categories and members of another domain or unknown", async () => {
    const foreignMedia = await createMediaRow(db, 2);
    const foreignTag = await createCuisineTag(app, catering);
    const foreignCategory = await call(app, "POST", "/api/faq-categories", {
      token: catering,
      body: { name: "Theirs" },
    });
    const foreignMember = await member(catering);
    const ownPage = await createPost(app, admin, { post_type_id: 1 });
    const errors = await errorsOf(
      doc(
        block("Image", { image: foreignMedia.id, alt: "x" }),
        block("Section", {
          content: [block("Hero", { image: 2_000_000_000, alt: "x" })],
        }),
        block("Gallery", {
          images: [
            { image: null, alt: "" },
            { image: foreignMedia.id, alt: "x" },
          ],
        }),
        block("MemberGrid", {
          mode: "picked",
          cuisine_id: foreignTag.id,
          member_ids: [foreignMember.id, ownPage.id],
        }),
        block("Faq", { category_id: foreignCategory.body.data.id }),
      ),
    );
    const image = ["The selected image is not in this site's media library."];
    expect(errors).toEqual({
      "post_body.content.0.props.image": image,
      "post_body.content.1.props.content.0.props.image": image,
      "post_body.content.2.props.images.1.image": image,
      "post_body.content.3.props.cuisine_id": ["The selected cuisine does not exist."],
      "post_body.content.3.props.member_ids.0": ["The selected member does not exist."],
      "post_body.content.3.props.member_ids.1": ["The selected member does not exist."],
      "post_body.content.4.props.category_id": ["The selected FAQ category does not exist."],
    });
  });

  it("leaves the stored body as it was when a save names another domain's media", async () => {
    const own = await createMediaRow(db, 1, "own");
    const foreign = await createMediaRow(db, 2, "theirs");
    const saved = await page([block("Image", { image: own.id, alt: "Ours" })]);
    const before = await call(app, "GET", `/api/posts/${saved.id}`, { token: admin });
    const res = await call(app, "PUT", `/api/posts/${saved.id}/body`, {
      token: admin,
      body: {
        post_status_id: 1,
        post_body: doc(block("Image", { image: foreign.id, alt: "Theirs" })),
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      "post_body.content.0.props.image": [
        "The selected image is not in this site's media library.",
      ],
    });
    const after = await call(app, "GET", `/api/posts/${saved.id}`, { token: admin });
    expect(after.body.data).toEqual(before.body.data);
    const [row] = await db.select().from(posts).where(eq(posts.id, saved.id));
    expect(JSON.stringify(row.post_body)).not.toContain(String(foreign.id));
  });

  it("stores media as ids and drops resolved data sent back", async () => {
    const image = await createMediaRow(db, 1, "alt");
    const read = await readById(
      (await page([block("Image", { image: image.id, alt: "A truck" }), block("CuisineList")])).id,
      admin,
    );
    // What the editor got from a read goes back as it is: media items, resolved data.
    const saved = await page(read as Block[]);
    const [row] = await db.select().from(posts).where(eq(posts.id, saved.id));
    const stored = row.post_body as { content: Block[] };
    expect(stored.content[0].props.image).toBe(image.id);
    expect(stored.content[1].props).not.toHaveProperty("resolved");
  });
});

/** Payloads a visitor's browser must never run, written through every text prop. */
const XSS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  "<style>body{display:none}</style>",
  '<p onclick="alert(1)">click</p>',
  '<strong onmouseover="alert(1)">x</strong>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<<script>script>alert(1)<</script>/script>",
  "<p><a href='javascript:alert(1)'>unclosed",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
];

/** Every text prop of every block, as [block type, path to the prop]. */
const TEXT_PROPS: [BlockType, (string | number)[]][] = [
  ["Heading", ["text"]],
  ["Image", ["alt"]],
  ["Image", ["caption"]],
  ["Gallery", ["images", 0, "alt"]],
  ["Hero", ["title"]],
  ["Hero", ["text"]],
  ["Hero", ["alt"]],
  ["Hero", ["buttons", 0, "label"]],
  ["Section", ["title"]],
  ["MemberGrid", ["title"]],
  ["CuisineList", ["title"]],
  ["Faq", ["title"]],
  ["LatestPosts", ["title"]],
  ["CallToAction", ["title"]],
  ["CallToAction", ["text"]],
  ["CallToAction", ["button_label"]],
  ["Form", ["title"]],
  ["Form", ["text"]],
  ["Form", ["submit_label"]],
  ["Video", ["title"]],
];

function withText(type: BlockType, path: (string | number)[], text: string): Block {
  const b = structuredClone(block(type));
  if (type === "Gallery") b.props.images = [{ image: null, alt: "" }];
  // A button is saved with both its label and its link.
  if (type === "Hero") b.props.buttons = [{ label: "Go", href: "/members", style: "primary" }];
  if (type === "CallToAction") Object.assign(b.props, { button_label: "Go", button_href: "/" });
  let holder = b.props as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  holder[path[path.length - 1]] = text;
  return b;
}

function textAt(b: Block, path: (string | number)[]) {
  let value: unknown = b.props;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  return value;
}

const EVENT_HANDLER = /<[^>]*\son\w+\s*=/i;
const BAD_URL = /(?:href|src|action|data)\s*=\s*["']?\s*(?:javascript|data|vbscript)\s*:/i;

describe("hostile markup in text props", () => {
  it("every text prop of every block is covered", () => {
    const covered = new Set([...TEXT_PROPS.map(([t]) => t), "RichText"]);
    const withoutText = ["Columns", "Spacer", "Divider", "JoinBand"];
    expect([...covered, ...withoutText].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it("sanitizes rich text on write, so no read returns script, handlers or script urls", async () => {
    const saved = await page(XSS.map((text) => block("RichText", { text })));
    const [row] = await db.select().from(posts).where(eq(posts.id, saved.id));
    const reads = [
      (row.post_body as { content: Block[] }).content,
      await readById(saved.id, admin),
      await readById(saved.id),
      await readByUrl(saved.attributes.url),
    ];
    for (const content of reads) {
      expect(content).toHaveLength(XSS.length);
      content.forEach((b, i) => {
        const html = b.props.text as string;
        expect(html, XSS[i]).not.toMatch(/<script|<iframe|<style|<svg|<img|<object|<form|<math/i);
        expect(html, XSS[i]).not.toMatch(EVENT_HANDLER);
        expect(html, XSS[i]).not.toMatch(BAD_URL);
        expect(html, XSS[i]).not.toMatch(/javascript:|vbscript:/i);
      });
    }
    // Rich text inside slots is sanitized too.
    const nested = await page([
      block("Columns", {
        column2: [block("Section", { content: [block("RichText", { text: XSS[1] })] })],
      }),
    ]);
    const [columns] = await readById(nested.id);
    const [section] = columns.props.column2 as ReadBlock[];
    expect((section.props.content as ReadBlock[])[0].props.text).toBe("");
    // Allowed markup survives.
    const kept = await page([
      block("RichText", {
        text: '<p style="text-align:center">Hi <strong>there</strong> <a href="/members" target="_blank">members</a></p>',
      }),
    ]);
    expect((await readById(kept.id))[0].props.text).toBe(
      '<p style="text-align:center">Hi <strong>there</strong> <a href="/members" target="_blank" rel="noopener noreferrer">members</a></p>',
    );
  });

  it("keeps plain text props as the text written (React escapes them when rendering)", async () => {
    for (const [type, path] of TEXT_PROPS) {
      const content = XSS.map((payload) => withText(type, path, payload.slice(0, 60)));
      const saved = await page(content);
      const read = await readByUrl(saved.attributes.url);
      read.forEach((b, i) => {
        expect(textAt(b as Block, path), `${type}.${path.join(".")}`).toBe(XSS[i].slice(0, 60));
      });
    }
  });
});

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

describe("POST /api/posts/resolve-blocks", () => {
  const resolve = (blocks: unknown, token: string | undefined) =>
    call(app, "POST", API_PATHS.resolveBlocks, { token, body: { blocks } });

  it("returns blocks as a read would, for the editor", async () => {
    const image = await createMediaRow(db, 1, "alt");
    const foreignImage = await createMediaRow(db, 2);
    const shown = await member(admin);
    const res = await resolve(
      [
        block("Image", { image: { id: image.id, url: "/anything" }, alt: "x", resolved: { x: 1 } }),
        block("Gallery", { images: [{ image: foreignImage.id, alt: "x" }] }),
        block("MemberGrid", { mode: "picked", member_ids: [shown.id] }),
        { type: "Faq", props: { category_id: null } },
      ],
      editor,
    );
    expect(res.status).toBe(200);
    const [img, gallery, grid, faq] = res.body.data.blocks as ReadBlock[];
    expect(img.type).toBe("Image");
    expect(img.props).toEqual({
      id: expect.any(String),
      image: expect.objectContaining({
        id: image.id,
        alt: "alt",
        url: expect.stringContaining(image.hashed_name),
      }),
      alt: "x",
      caption: "",
      width: "content",
    });
    expect(gallery.props.images).toEqual([{ image: null, alt: "x" }]);
    expect(grid.props).toMatchObject({ mode: "picked", member_ids: [shown.id] });
    expect(ids(grid.props.resolved?.members ?? [])).toEqual([shown.id]);
    expect(faq.props).toMatchObject({ title: "", category_id: null });
    expect(faq.props.resolved).toHaveProperty("categories");
    expect(faq.props).not.toHaveProperty("id");
  });

  it("never shows another domain's members, cuisines or FAQs", async () => {
    const theirMember = await member(catering);
    const theirTag = await createCuisineTag(app, catering);
    await member(catering, { external_data: { cuisines: [theirTag.id] } });
    const theirCategory = await call(app, "POST", "/api/faq-categories", {
      token: catering,
      body: { name: "Theirs" },
    });
    await call(app, "POST", "/api/faqs", {
      token: catering,
      body: { question: "Secret?", answer: "Yes", faq_category_id: theirCategory.body.data.id },
    });
    const res = await resolve(
      [
        block("MemberGrid", { mode: "picked", member_ids: [theirMember.id] }),
        block("MemberGrid", { mode: "cuisine", cuisine_id: theirTag.id }),
        block("Faq", { category_id: theirCategory.body.data.id }),
        block("CuisineList"),
      ],
      admin,
    );
    expect(res.status).toBe(200);
    const [picked, byCuisine, faq, cuisines] = res.body.data.blocks as ReadBlock[];
    expect(picked.props.resolved).toEqual({ members: [] });
    expect(byCuisine.props.resolved).toEqual({ members: [] });
    expect(faq.props.resolved).toEqual({ categories: [] });
    expect(ids(cuisines.props.resolved?.cuisines ?? [])).not.toContain(theirTag.id);
    expect(JSON.stringify(res.body)).not.toContain("Secret?");
    // Their own domain sees them.
    const theirs = await resolve(
      [block("Faq", { category_id: theirCategory.body.data.id })],
      catering,
    );
    expect(JSON.stringify(theirs.body)).toContain("Secret?");
  });

  it("checks each block's props and the number of blocks", async () => {
    const bad = await resolve(
      [
        block("LatestPosts"),
        block("MemberGrid", { limit: 0 }),
        block("Heading"),
        block("Image", { image: 5, alt: "" }),
      ],
      editor,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      "blocks.1.props.limit",
      "blocks.2.type",
      "blocks.3.props.alt",
    ]);
    const tooMany = await resolve(
      Array.from({ length: 51 }, () => block("CuisineList")),
      editor,
    );
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors)).toEqual(["blocks"]);
    expect(
      (
        await resolve(
          Array.from({ length: 50 }, () => block("CuisineList")),
          editor,
        )
      ).status,
    ).toBe(200);
  });

  it("is documented with the posts", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { host: "api.localhost" },
    });
    const operation = res.json().paths[API_PATHS.resolveBlocks]?.post;
    expect(operation?.tags).toEqual(["Posts"]);
    expect(operation?.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "blocks",
    );
  });

  it("needs a token", async () => {
    const res = await resolve([block("CuisineList")], undefined);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized." });
  });
});
