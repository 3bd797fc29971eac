import { Link, Outlet, useRouteLoaderData } from "react-router";
import type { RouteHandle } from "../../lib/route-handle.ts";
import type { loader as rootLoader } from "../../root.tsx";
import "../../styles/public.css";

export const handle: RouteHandle = { hydrate: false };

export default function PublicLayout() {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const options = site?.options;
  const name = options?.title || site?.domain?.name || "";
  const logo = options?.logo;
  const year = new Date().getFullYear();
  return (
    <div className="site">
      <header className="site-header">
        <div className="site-container site-header__inner">
          <Link to="/" className="site-brand" reloadDocument>
            {logo?.url ? <img src={logo.url} alt="" className="site-brand__logo" /> : null}
            <span className="site-brand__name">{name}</span>
          </Link>
          <nav aria-label="Main" className="site-nav">
            <a href="/members">Members</a>
          </nav>
        </div>
      </header>
      <main className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="site-container site-footer__inner">
          <div>
            <strong>{name}</strong>
            {options?.address ? <p>{options.address}</p> : null}
          </div>
          <ul className="site-footer__contact">
            {options?.phone ? (
              <li>
                <a href={`tel:${options.phone.replace(/[^+\d]/g, "")}`}>{options.phone}</a>
              </li>
            ) : null}
            {options?.email ? (
              <li>
                <a href={`mailto:${options.email}`}>{options.email}</a>
              </li>
            ) : null}
          </ul>
          <p className="site-footer__copyright">{options?.copyright || `© ${year} ${name}`}</p>
        </div>
      </footer>
    </div>
  );
}
