import { blockDefaults, VIDEO_ORIGINS } from "@fooddir/contract";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderOnServer } from "../testing/render-on-server.tsx";
import { BlockBody, bodyHasForm } from "./render-body.tsx";
import { sanitizeBody } from "./sanitize-body.server.ts";
import type { FormBlockState } from "./types.ts";

const renderBody = (body: unknown, formStates?: Record<string, FormBlockState>) =>
  renderToString(<BlockBody body={sanitizeBody(body)} formStates={formStates} />);
const parse = (markup: string) => new DOMParser().parseFromString(markup, "text/html");
const doc = (...content: unknown[]) => ({ root: { props: {} }, content });
let n = 0;
const block = (type: string, props: Record<string, unknown> = {}) => ({
  type,
  props: { id: `b${++n}`, ...props },
});
const heading = (text: string) => block("Heading", { text, level: "2", align: "left" });

describe("BlockBody", () => {
  it("skips unknown types and malformed nodes, rendering the rest", () => {
    const body = doc(
      heading("One"),
      null,
      "text",
      42,
      [],
      { type: "Marquee", props: { id: "m", text: "old" } },
      { type: "Heading" },
      { type: "Heading", props: [] },
      { props: { id: "x", text: "no type" } },
      block("Heading", { text: "", level: "2" }),
      block("Heading", { text: "Bad level", level: "7" }),
      block("Hero", { title: 5 }),
      block("Video", { url: "javascript:alert(1)", title: "X" }),
      block("Columns", { layout: "50-50", column1: "nope", column2: [null, heading("Nested")] }),
      block("Section", { title: "S", background: "none", content: { not: "a list" } }),
      block("MemberGrid", { ...blockDefaults.MemberGrid, resolved: { members: "nope" } }),
      block("Faq", { ...blockDefaults.Faq, resolved: { categories: [null, { faqs: [1, {}] }] } }),
      block("Gallery", { columns: "3", images: [{ image: { id: 1 }, alt: "no url" }] }),
      heading("Two"),
    );
    let markup = "";
    expect(() => {
      markup = renderBody(body);
    }).not.toThrow();
    const page = parse(markup);
    expect([...page.querySelectorAll(".blk-heading")].map((h) => h.textContent)).toEqual([
      "One",
      "Nested",
      "Two",
    ]);
    expect(page.querySelector(".blk-section .blk-title")?.textContent).toBe("S");
    expect(page.querySelector("iframe, .blk-hero, .blk-members, .blk-gallery, img")).toBeNull();
  });

  it("renders nothing for a body that is not a document", () => {
    for (const body of [null, undefined, "x", 3, [], {}, { content: "x" }, doc()]) {
      expect(renderBody(body)).toBe("");
    }
  });

  it("renders slots recursively, up to the nesting limit", () => {
    const nest = (depth: number): unknown =>
      depth === 0
        ? heading("Deepest")
        : block("Section", { title: "", background: "none", content: [nest(depth - 1)] });
    const inside = parse(renderBody(doc(nest(4))));
    expect(inside.querySelectorAll(".blk-section")).toHaveLength(4);
    expect(inside.querySelector(".blk-heading")?.textContent).toBe("Deepest");
    const tooDeep = parse(renderBody(doc(nest(8))));
    expect(tooDeep.querySelector(".blk-heading")).toBeNull();
    const columns = parse(
      renderBody(
        doc(
          block("Columns", {
            layout: "33-33-33",
            column1: [heading("A")],
            column2: [heading("B")],
            column3: [heading("C")],
          }),
        ),
      ),
    );
    expect([...columns.querySelectorAll(".blk-columns__col")].map((c) => c.textContent)).toEqual([
      "A",
      "B",
      "C",
    ]);
  });

  it("sanitizes rich text and passes each Form its own state", () => {
    const page = parse(
      renderBody(
        doc(
          block("RichText", { text: '<p onclick="x()">Hi <a href="javascript:x()">there</a></p>' }),
          block("Form", { ...blockDefaults.Form, id: "f-a" }),
          block("Form", { ...blockDefaults.Form, id: "f-b" }),
        ),
        { "f-b": { status: "sent" } },
      ),
    );
    expect(page.querySelector(".blk-richtext")?.innerHTML).toBe("<p>Hi <a>there</a></p>");
    expect(page.querySelectorAll("form")).toHaveLength(1);
    expect(page.querySelector<HTMLInputElement>("input[name=_form_block]")?.value).toBe("f-a");
    expect(page.querySelectorAll("[role=status]")).toHaveLength(1);
  });
});

/* ---------- XSS: every text a block shows holds each payload ---------- */

const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  "<img src=x onerror=alert(1)//",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "  javascript:alert(1)",
  "&#106;avascript:alert(1)",
  "java&#x09;script:alert(1)",
  "&#x6A;&#x61;&#x76;&#x61;script&colon;alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DaTa:text/html,<script>alert(1)</script>",
  '<iframe src="javascript:alert(1)"></iframe>',
  "<style>*{background:url(javascript:alert(1))}</style>",
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)' autofocus='",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<div style="x:expression(alert(1))" onclick="alert(1)">',
  "<details open ontoggle=alert(1)>",
  '<object data="javascript:alert(1)"></object>',
  "</textarea><script>alert(1)</script>",
  "<scr<script>ipt>alert(1)</script>",
  '<math><a xlink:href="javascript:alert(1)">x</a></math>',
  "<p title='</p><img src=x onerror=alert(1)>'>",
  "<body onload=alert(1)>",
] as const;

const safeMedia = (alt: string) => ({
  id: 1,
  url: "/storage/domains/x/a.jpg",
  thumbnail_url: "/storage/domains/x/a-thumb.jpg",
  alt,
  width: 10,
  height: 10,
});
const badMedia = (p: string) => ({ id: 2, url: p, thumbnail_url: p, alt: p, width: 1, height: 1 });
const VIDEO = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

/** One of every block with the payload in every text, link, alt and resolved field. */
function leaves(p: string): unknown[] {
  const member = (url: string) => ({
    id: 1,
    title: p,
    url,
    description: p,
    poster: safeMedia(p),
    logo: badMedia(p),
    cuisines: [p, p],
  });
  return [
    block("Heading", { text: p, level: "3", align: "center" }),
    block("RichText", { text: p }),
    block("RichText", { text: `<p>${p}</p><a href="${p}">${p}</a><h2>${p}</h2>` }),
    block("Image", { image: safeMedia(p), alt: p, caption: p, width: "wide" }),
    block("Image", { image: badMedia(p), alt: p, caption: p, width: "full" }),
    block("Gallery", {
      columns: "2",
      images: [
        { image: safeMedia(p), alt: p },
        { image: badMedia(p), alt: p },
      ],
    }),
    block("Hero", {
      title: p,
      text: p,
      image: safeMedia(p),
      alt: p,
      align: "center",
      buttons: [{ label: p, href: "/ok", style: "secondary" }],
    }),
    block("Hero", { title: p, buttons: [{ label: p, href: p, style: "primary" }] }),
    block("MemberGrid", {
      ...blockDefaults.MemberGrid,
      title: p,
      resolved: { members: [member(p), member("/ok")] },
    }),
    block("CuisineList", {
      title: p,
      show_counts: true,
      resolved: {
        cuisines: [
          { id: 1, title: p, url: p, count: 2 },
          { id: 2, title: p, url: "/ok", count: 1 },
        ],
      },
    }),
    block("Faq", {
      title: p,
      category_id: null,
      resolved: {
        categories: [
          { id: 1, name: p, faqs: [{ id: 1, question: p, answer: p }] },
          { id: null, name: p, faqs: [{ id: 2, question: p, answer: p }] },
        ],
      },
    }),
    block("LatestPosts", {
      title: p,
      count: 3,
      resolved: {
        posts: [
          { id: 1, title: p, url: p, description: p, poster: badMedia(p), created_at: p },
          { id: 2, title: p, url: "/ok", description: p, poster: safeMedia(p), created_at: p },
        ],
      },
    }),
    block("CallToAction", { title: p, text: p, button_label: p, button_href: "/ok" }),
    block("CallToAction", { title: p, text: p, button_label: p, button_href: p }),
    block("Form", { id: "form-a", form: "catering", title: p, text: p, submit_label: p }),
    block("Form", { id: p, form: "join", title: p, text: p, submit_label: p }),
    block("Video", { url: p, title: p }),
    block("Video", { url: VIDEO, title: p }),
    block("Spacer", { size: "sm" }),
    block("Divider"),
  ];
}

function payloadDocument(p: string) {
  return doc(
    ...leaves(p),
    block("Section", {
      title: p,
      background: "accent",
      content: [
        ...leaves(p),
        block("Columns", {
          layout: "33-33-33",
          column1: leaves(p),
          column2: [block("Section", { title: p, background: "muted", content: leaves(p) })],
          column3: leaves(p),
        }),
      ],
    }),
  );
}

const formStates = (p: string): Record<string, FormBlockState> => ({
  "form-a": {
    status: "error",
    message: p,
    errors: { name: p, email: p, message: p, [p]: p },
    values: { name: p, email: p, phone: p, message: p },
  },
});

/** A URL as a browser reads it: entities decoded (twice, to be strict), controls removed. */
function urlScheme(value: string): string {
  const decode = (s: string) => {
    const textarea = document.createElement("textarea");
    textarea.innerHTML = s;
    return textarea.value;
  };
  // Browsers drop control characters and spaces in a URL's scheme.
  const stripped = [...decode(decode(value))].filter((c) => c > " " && c !== "\u007f");
  return stripped.join("").toLowerCase();
}

const URL_ATTRIBUTES = [
  "href",
  "src",
  "xlink:href",
  "action",
  "formaction",
  "data",
  "poster",
  "srcset",
];

describe("XSS", () => {
  it.each(PAYLOADS)("renders %j only as text", (p) => {
    const markup = renderBody(payloadDocument(p), formStates(p));
    const page = parse(markup);

    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/<(style|object|embed|svg|math|body)\b/i);
    const frames = [...page.querySelectorAll("iframe")];
    expect((markup.match(/<iframe/gi) ?? []).length).toBe(frames.length);
    for (const frame of frames) {
      const src = frame.getAttribute("src") ?? "";
      expect(
        VIDEO_ORIGINS.some((origin) => src.startsWith(`${origin}/`)),
        src,
      ).toBe(true);
    }
    // Start tags with their quoted values blanked: no event handler attribute anywhere.
    for (const tag of markup.match(/<[a-z][^>]*>/gi) ?? []) {
      expect(tag.replace(/"[^"]*"/g, '""'), tag).not.toMatch(/\son[a-z]+=/i);
    }
    for (const element of page.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        expect(attribute.name, element.outerHTML).not.toMatch(/^on/i);
        if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
          expect(urlScheme(attribute.value), element.outerHTML).not.toMatch(
            /^(javascript|data|vbscript):/,
          );
        }
      }
    }

    // The payload did reach the page, as text, in the blocks that show it.
    const texts = (selector: string) =>
      [...page.querySelectorAll(selector)].map((e) => e.textContent);
    const shown = p.trim();
    expect(texts(".blk-heading")).toContain(shown);
    expect(texts(".blk-hero__title")).toContain(shown);
    expect(texts(".blk-member__title")).toContain(p);
    expect(texts(".blk-faq__question")).toContain(p);
    expect(texts(".blk-cta__title")).toContain(shown);
    expect(texts(".blk-form__error")).toContain(p);
    expect(
      [...page.querySelectorAll(".blk-gallery img")].map((i) => i.getAttribute("alt")),
    ).toContain(p);
    expect(page.querySelectorAll(".blk-member a[href='/ok']").length).toBeGreaterThan(0);
  });
});

describe("bodyHasForm", () => {
  const form = (kind: string) => block("Form", { ...blockDefaults.Form, form: kind });
  const section = (...content: unknown[]) =>
    block("Section", { title: "", background: "none", content });
  it("finds a form of the kind at the top or inside slots", () => {
    expect(bodyHasForm(doc(heading("a"), form("join")), "join")).toBe(true);
    expect(bodyHasForm(doc(section(section(form("join")))), "join")).toBe(true);
  });
  it("ignores other forms, malformed nodes and non-documents", () => {
    expect(bodyHasForm(doc(form("contact"), section(form("catering"))), "join")).toBe(false);
    expect(bodyHasForm(doc({ type: "Form", props: { form: "join", title: 5 } }), "join")).toBe(
      false,
    );
    expect(bodyHasForm(null, "join")).toBe(false);
    expect(bodyHasForm({ content: "x" }, "join")).toBe(false);
  });
});

describe("images", () => {
  it("offer their WebP variants with sizes, keep their intrinsic size and load lazily", () => {
    const url = "/storage/domains/localhost/library/0123456789abcdef0123456789abcdef.jpg";
    const image = { id: 1, url, thumbnail_url: "/t.png", alt: "A truck", width: 1200, height: 800 };
    const img = parse(
      renderBody(doc(block("Image", { ...blockDefaults.Image, image, alt: "A truck" }))),
    ).querySelector("img");
    expect(img?.getAttribute("srcset")).toContain(
      "/storage/domains/localhost/library/w640/0123456789abcdef0123456789abcdef.webp 640w",
    );
    expect(img?.getAttribute("sizes")).toBeTruthy();
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["1200", "800"]);
    expect(img?.getAttribute("loading")).toBe("lazy");
  });
});

describe("the Join band block", () => {
  const options = { join_title: "Run a food truck?", join_text: "Get listed." };
  /** The body as the page renders it, with the site's options as the root loader has them. */
  const renderWithSite = (body: unknown, joinBand: boolean) =>
    renderOnServer(<BlockBody body={sanitizeBody(body)} joinBand={joinBand} />, { options });
  const band = () => block("JoinBand");

  it("shows the site's invitation with the join form once, at the first Join band block", async () => {
    const page = await renderWithSite(
      doc(heading("A"), block("Section", { content: [band()] }), band()),
      true,
    );
    expect(page.querySelectorAll(".join-band")).toHaveLength(1);
    expect(page.querySelector(".join-band h2")?.textContent).toBe(options.join_title);
    expect(page.querySelector('.join-band input[name="form"]')?.getAttribute("value")).toBe("join");
  });

  it("shows nothing where the page does not show the band", async () => {
    expect((await renderWithSite(doc(band()), false)).querySelector(".join-band")).toBeNull();
  });
});
