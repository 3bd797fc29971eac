// @vitest-environment node
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it, vi } from "vitest";
import App, { Layout } from "../../root.tsx";
import AuthLayout, { handle } from "./layout.tsx";
import TeamLogin from "./team-login.tsx";

// The framework's head and script tags need the built app's manifest; the stylesheet link stands
// for the routes' own CSS.
vi.mock("react-router", async (original) => ({
  ...(await original<typeof import("react-router")>()),
  Meta: () => null,
  Links: () => <link rel="stylesheet" href="/assets/layout.css" />,
  Scripts: () => null,
}));

// Vitest leaves CSS out (an empty address); the build gives the stylesheet's asset address.
vi.mock("@mantine/core/styles.css?url", () => ({ default: "/assets/mantine-core.css" }));

/** The sign-in page as the server renders it: the root document, the auth layout, the form. */
async function renderSignIn(): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      loader: () => ({ domain: { id: 1, name: "Bay Food Trucks" }, options: {} }),
      element: (
        <Layout>
          <App />
        </Layout>
      ),
      children: [
        {
          id: "auth",
          handle,
          Component: AuthLayout,
          children: [{ path: "team-login", Component: TeamLogin }],
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/team-login"));
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <StaticRouterProvider router={router} context={context} />,
      {
        onAllReady() {
          const sink = new PassThrough();
          let html = "";
          sink.on("data", (chunk) => {
            html += chunk;
          });
          sink.on("end", () => resolve(html));
          pipe(sink);
        },
        onShellError: reject,
      },
    );
  });
}

describe("the sign-in page's document (issue 38)", () => {
  it("keeps Mantine's style elements in the head, none in the body", async () => {
    const html = await renderSignIn();
    const [head, body] = html.split("<body");
    expect(body).toContain('type="email"');
    expect(body.match(/<style[\s>]/g) ?? []).toEqual([]);
    // Mantine's theme variables (the panel's readable colors), after Mantine's own stylesheet
    // so that they win, its responsive classes, and the Paper's responsive padding.
    const sheet = head.search(/<link rel="stylesheet" href="\/assets\/mantine-core\.css"/);
    expect(sheet).toBeGreaterThan(-1);
    expect(head.indexOf("--mantine-color-dimmed: #5c636a")).toBeGreaterThan(sheet);
    expect(head).toContain(".mantine-visible-from-sm");
    const responsive = body.match(/__m\w*__-[\w-]+/)?.[0] ?? "none";
    expect(head).toContain(`.${responsive}{padding:var(--mantine-spacing-lg);}`);
  });
});
