import { BLOCK_TYPES, type BlockType, BODY_MAX_BLOCKS, BODY_MAX_NESTING } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../src/db/schema.ts";
import { createCuisineTag, createMediaRow, createPost } from "./content-fixtures.ts";
import { call } from "./helpers.ts";
import {
  type Block,
  block,
  createPostBodyTestApp,
  doc,
  type ReadBlock,
} from "./post-body-fixtures.ts";

// Writing a body (checks, hostile markup); reads are in post-body-reads.test.ts, the
// resolve-blocks route in post-body-resolve.test.ts.
const { app, db, admin, catering, postWithBody, page, readById, readByUrl, member } =
  await createPostBodyTestApp();

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
