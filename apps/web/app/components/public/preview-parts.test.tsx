import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { testPost } from "../../testing/fixtures.ts";
import { PreviewRibbon } from "./PreviewRibbon.tsx";
import { PublicPost } from "./PublicPost.tsx";

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim();

describe("the preview ribbon", () => {
  it("says a draft is not published and until when the link works, in the site's zone", () => {
    const doc = parse(
      renderToString(
        <PreviewRibbon
          postStatusId={1}
          expiresAt="2027-03-15T16:00:00.000Z"
          timeZone="America/Los_Angeles"
        />,
      ),
    );
    const ribbon = doc.querySelector('[role="status"]');
    expect(text(ribbon)).toBe(
      "Preview: this page is not published. This link works until Mar 15, 2027, 9:00 AM PDT.",
    );
    expect(ribbon?.querySelector("time")?.getAttribute("datetime")).toBe(
      "2027-03-15T16:00:00.000Z",
    );
  });

  it("still says it is a preview for a published post, and leaves out an unknown expiry", () => {
    const doc = parse(
      renderToString(<PreviewRibbon postStatusId={2} expiresAt={null} timeZone="UTC" />),
    );
    const ribbon = doc.querySelector('[role="status"]');
    expect(text(ribbon)).toMatch(/^Preview: this page is published/);
    expect(ribbon?.querySelector("time")).toBeNull();
  });
});

describe("a post as its public page shows it", () => {
  const post = testPost({
    post_type_id: 1,
    post_status_id: 1,
    attributes: { title: "Festival lineup", url: "festival", description: "Not yet announced." },
  });

  /** Renders `element` under a root route holding the site, as the server does. */
  async function renderPage(element: ReactNode) {
    const routes = [
      {
        id: "root",
        path: "/",
        loader: () => ({ options: { title: "Food Truck Friends" }, domain: null, socials: [] }),
        children: [{ index: true, element }],
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("unexpected response");
    const router = createStaticRouter(handler.dataRoutes, context);
    return parse(renderToString(<StaticRouterProvider router={router} context={context} />));
  }

  it("draws a draft under the ribbon with its title as the page's heading, without JSON-LD", async () => {
    const doc = await renderPage(
      <>
        <PreviewRibbon postStatusId={1} expiresAt={null} timeZone="UTC" />
        <PublicPost
          page={{ post, isHome: false, stops: null, cateringForm: null }}
          structuredData={false}
        />
      </>,
    );
    expect(text(doc.querySelector('[role="status"]'))).toBe("Preview: this page is not published.");
    expect(text(doc.querySelector("article h1"))).toBe("Festival lineup");
    expect(text(doc.querySelector("article .hero__lead"))).toBe("Not yet announced.");
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
