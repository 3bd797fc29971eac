import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

/**
 * `element` rendered as the server renders a public page: under a root route whose loader holds
 * the site (`useRouteLoaderData("root")`), parsed into a document to query.
 */
export async function renderOnServer(
  element: ReactNode,
  site: unknown = { options: { title: "Food Truck Friends" }, domain: null, socials: [] },
): Promise<Document> {
  const routes = [
    { id: "root", path: "/", loader: () => site, children: [{ index: true, element }] },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} />);
  return new DOMParser().parseFromString(html, "text/html");
}
