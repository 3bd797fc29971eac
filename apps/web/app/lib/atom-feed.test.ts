import type { Post } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { atomFeed, xmlText } from "./atom-feed.ts";

const ATOM = "http://www.w3.org/2005/Atom";
const site = { name: "Bay Trucks", origin: "https://bay.example", description: "Food trucks" };

const post = (n: number, over: Partial<Post> = {}) =>
  ({
    id: n,
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    post_type_id: 6,
    attributes: { title: `Post ${n}`, url: `post-${n}`, description: `About ${n}` },
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: `2026-03-1${n}T10:00:00.000Z`,
    published_at: `2026-03-1${n}T09:00:00.000Z`,
    author: { firstname: "Ada", lastname: "Admin" },
    ...over,
  }) as Post;

/** The feed parsed as XML: a parse error fails the test (well-formedness). */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

const child = (parent: Element, name: string) =>
  [...parent.children].find((c) => c.localName === name && c.namespaceURI === ATOM);
const text = (parent: Element, name: string) => child(parent, name)?.textContent ?? null;
const links = (parent: Element) =>
  [...parent.children]
    .filter((c) => c.localName === "link")
    .map((l) => ({
      rel: l.getAttribute("rel"),
      type: l.getAttribute("type"),
      href: l.getAttribute("href"),
    }));

describe("the blog's Atom feed", () => {
  it("has the feed elements RFC 4287 requires, with absolute links", () => {
    const doc = parse(atomFeed(site, [post(2), post(1)]));
    const feed = doc.documentElement;
    expect(feed.localName).toBe("feed");
    expect(feed.namespaceURI).toBe(ATOM);
    expect(text(feed, "id")).toBe("https://bay.example/blog");
    expect(text(feed, "title")).toBe("Bay Trucks blog");
    expect(text(feed, "subtitle")).toBe("Food trucks");
    // The newest change of any entry.
    expect(text(feed, "updated")).toBe("2026-03-12T10:00:00.000Z");
    expect(links(feed)).toEqual([
      { rel: "self", type: "application/atom+xml", href: "https://bay.example/blog/feed.xml" },
      { rel: "alternate", type: "text/html", href: "https://bay.example/blog" },
    ]);
    const author = child(feed, "author");
    expect(author && text(author, "name")).toBe("Bay Trucks");
  });

  it("has an entry per post, in order, with a stable id, link, dates, author and summary", () => {
    const doc = parse(atomFeed(site, [post(2), post(1, { author: null })]));
    const entries = [...doc.documentElement.children].filter((c) => c.localName === "entry");
    expect(entries.map((e) => text(e, "title"))).toEqual(["Post 2", "Post 1"]);
    const [first, second] = entries;
    expect(text(first, "id")).toBe("urn:uuid:00000000-0000-4000-8000-000000000002");
    expect(links(first)).toEqual([
      { rel: "alternate", type: "text/html", href: "https://bay.example/post-2" },
    ]);
    expect(text(first, "published")).toBe("2026-03-12T09:00:00.000Z");
    expect(text(first, "updated")).toBe("2026-03-12T10:00:00.000Z");
    expect(text(first, "summary")).toBe("About 2");
    const firstAuthor = child(first, "author");
    expect(firstAuthor && text(firstAuthor, "name")).toBe("Ada Admin");
    // Without a known author, the site wrote it.
    const secondAuthor = child(second, "author");
    expect(secondAuthor && text(secondAuthor, "name")).toBe("Bay Trucks");
  });

  it("keeps an entry's id when its url and title change", () => {
    const before = parse(atomFeed(site, [post(1)]));
    const after = parse(
      atomFeed(site, [
        post(1, { attributes: { title: "Renamed", url: "moved", description: "" } }),
      ]),
    );
    const idOf = (doc: Document) => doc.getElementsByTagNameNS(ATOM, "id")[1]?.textContent;
    expect(idOf(after)).toBe(idOf(before));
  });

  it("escapes <&\"' in titles, summaries and links, and drops characters XML forbids", () => {
    const title = `Tacos & <b>"Burritos"</b> 'n' more\u0001\u0008`;
    const xml = atomFeed({ ...site, name: 'A&B "trucks"' }, [
      post(1, { attributes: { title, url: "a&b", description: "x < y & z\uFFFE" } }),
    ]);
    expect(xml).not.toContain("<b>");
    expect(xml).toContain(
      "Tacos &amp; &lt;b&gt;&quot;Burritos&quot;&lt;/b&gt; &apos;n&apos; more<",
    );
    const doc = parse(xml);
    const entry = doc.getElementsByTagNameNS(ATOM, "entry")[0];
    expect(text(entry, "title")).toBe(`Tacos & <b>"Burritos"</b> 'n' more`);
    expect(text(entry, "summary")).toBe("x < y & z");
    expect(links(entry)[0].href).toBe("https://bay.example/a&b");
    expect(text(doc.documentElement, "title")).toBe('A&B "trucks" blog');
  });

  it("is a valid empty feed without posts, updated now", () => {
    const now = new Date("2026-05-01T12:00:00.000Z");
    const doc = parse(atomFeed({ ...site, description: "" }, [], now));
    expect(text(doc.documentElement, "updated")).toBe("2026-05-01T12:00:00.000Z");
    expect(doc.getElementsByTagNameNS(ATOM, "entry")).toHaveLength(0);
    expect(child(doc.documentElement, "subtitle")).toBeUndefined();
  });

  it("escapes text for XML", () => {
    expect(xmlText(`<a href="x">&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;");
    expect(xmlText("emoji 🌮 stays, lone \uD800 goes")).toBe("emoji 🌮 stays, lone  goes");
  });
});
