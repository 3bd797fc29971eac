import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ClientShell } from "./components/ClientShell.tsx";
import { ErrorPage, PlainNotFound } from "./components/ErrorPage.tsx";
import { FollowColorScheme } from "./components/FollowColorScheme.tsx";
import { AnalyticsBodyTags, AnalyticsHeadTags } from "./components/public/AnalyticsTags.tsx";
import { useNonce } from "./lib/csp.ts";
import { domainColorCss } from "./lib/domain-colors.ts";
import { describeError } from "./lib/error-info.ts";
import { isChunkLoadError, reloadAfterChunkError } from "./lib/navigation/chunk-reload.ts";
import { shouldHydrate, usesMantine } from "./lib/route-handle.ts";
import { loadSiteData } from "./lib/site-data.server.ts";
import { COLOR_SCHEME_STORAGE_KEY, DEFAULT_COLOR_SCHEME } from "./lib/theme.ts";
import "./styles/error-page.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSiteData(context, request);
}

/** The site host's data does not change while a tab is open. */
export function shouldRevalidate() {
  return false;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const domain = loaderData?.domain;
  const title = domain?.seo?.title || domain?.name || "Not found";
  return [
    { title },
    ...(domain?.seo?.description ? [{ name: "description", content: domain.seo.description }] : []),
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const site = useRouteLoaderData<typeof loader>("root");
  const hydrate = shouldHydrate(matches);
  const mantine = usesMantine(matches);
  const colorCss = domainColorCss(site?.colors);
  const favicon = site?.options?.fav_icon?.url;
  const nonce = useNonce();
  // Public pages only: the panel and sign-in screens never run a site's analytics.
  const analytics = mantine ? undefined : site?.analytics;
  return (
    <html lang="en" {...(mantine ? mantineHtmlProps : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {favicon ? <link rel="icon" href={favicon} /> : null}
        <Links />
        {colorCss ? <style>{colorCss}</style> : null}
        {analytics ? <AnalyticsHeadTags items={analytics} nonce={nonce} /> : null}
        {mantine ? (
          <ColorSchemeScript
            defaultColorScheme={DEFAULT_COLOR_SCHEME}
            localStorageKey={COLOR_SCHEME_STORAGE_KEY}
            nonce={nonce}
          />
        ) : null}
        {mantine && !hydrate ? <FollowColorScheme nonce={nonce} /> : null}
      </head>
      <body style={{ margin: 0 }}>
        {analytics ? (
          <AnalyticsBodyTags items={analytics} position="body-start" nonce={nonce} />
        ) : null}
        {children}
        {analytics ? (
          <AnalyticsBodyTags items={analytics} position="body-end" nonce={nonce} />
        ) : null}
        {hydrate ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  const matches = useMatches();
  if (!shouldHydrate(matches)) return <Outlet />;
  return (
    <ClientShell>
      <Outlet />
    </ClientShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const site = useRouteLoaderData<typeof loader>("root");
  const info = describeError(error, location);
  if (typeof window !== "undefined" && isChunkLoadError(error)) {
    reloadAfterChunkError(location.pathname);
  }
  if (!site || (isRouteErrorResponse(error) && error.data === "Domain not found.")) {
    return <PlainNotFound message={info.status === 404 ? info.message : "Server error."} />;
  }
  return (
    <main>
      <ErrorPage
        status={info.status}
        message={info.message}
        config={site.errorPage}
        signedIn={site.signedIn}
      />
    </main>
  );
}
