import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { SiteFooter } from "../../components/public/SiteFooter.tsx";
import { SiteHeader } from "../../components/public/SiteHeader.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import type { loader as rootLoader } from "../../root.tsx";
import "../../styles/public.css";

export const handle: RouteHandle = { hydrate: false };

/** The public site's frame, from the domain's settings: header menu, footer menu, socials. */
export default function PublicLayout() {
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
        <Outlet />
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
