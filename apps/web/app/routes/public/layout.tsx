import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { ErrorPage } from "../../components/ErrorPage.tsx";
import { SiteFooter } from "../../components/public/SiteFooter.tsx";
import { SiteHeader } from "../../components/public/SiteHeader.tsx";
import { describeError } from "../../lib/error-info.ts";
import { featuredMembers } from "../../lib/not-found.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/layout";
import "../../styles/public.css";
import "../../styles/blocks.css";
import "../../styles/error-page.css";

export const handle: RouteHandle = { hydrate: false };

/**
 * The title of an error page this layout's boundary shows ("Page not found - <site>"); a page
 * that renders has its own meta, which replaces this.
 */
export function meta({ error, matches }: Route.MetaArgs) {
  const root = matches[0];
  if (!error) return root?.meta ?? [];
  const site = root?.id === "root" ? root.loaderData : undefined;
  const name = site?.options?.title || site?.domain?.name;
  const what =
    isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong";
  return [{ title: name ? `${what} - ${name}` : what }, { name: "robots", content: "noindex" }];
}

/** The public site's frame, from the domain's settings: header menu, footer menu, socials. */
function SiteFrame({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const { pathname } = useLocation();
  const options = site?.options;
  const name = options?.title || site?.domain?.name || "";
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader
        name={name}
        logo={options?.logo}
        items={site?.menu.header ?? []}
        path={pathname}
      />
      <main className="site-main" id="main">
        {children}
      </main>
      <SiteFooter
        name={name}
        options={options}
        items={site?.menu.footer ?? []}
        socials={site?.socials ?? []}
        path={pathname}
      />
    </div>
  );
}

export default function PublicLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** A public page's error (404 or 500) keeps the site's frame around the domain's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const info = describeError(error, location);
  return (
    <SiteFrame>
      <ErrorPage
        status={info.status}
        message={info.message}
        config={site?.errorPage}
        members={featuredMembers(error, site?.errorPage?.members)}
        signedIn={site?.signedIn}
      />
      {/* No join band on an error page (decision 014): the visitor came for something else. */}
    </SiteFrame>
  );
}
