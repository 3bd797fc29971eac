import { data, useRouteLoaderData } from "react-router";
import { JsonLd } from "../../components/public/JsonLd.tsx";
import { TodayFilterForm } from "../../components/public/TodayFilterForm.tsx";
import { TodayGroups } from "../../components/public/TodayGroups.tsx";
import { nowOf } from "../../lib/clock.server.ts";
import { pageExpiryHeaders, passPageExpiry } from "../../lib/page-expiry.ts";
import { seoMeta } from "../../lib/seo.ts";
import type { SiteData } from "../../lib/site-data.server.ts";
import { stopEventsJsonLd } from "../../lib/stop-json-ld.ts";
import { todayData } from "../../lib/stops.server.ts";
import { TODAY_PATH } from "../../lib/today.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/today";
import "../../styles/today.css";

/**
 * /today, "Where to eat today" (contract.md "Where the trucks are"): the trucks open now, later
 * today and tomorrow in the site's zone, filtered by cuisine (`?cuisine=<tag id>`). The page
 * changes as time passes: it tells the page cache to keep it only until the next start or end
 * it shows, or midnight (lib/page-expiry.ts). Near-me sorting and the map need scripts and are
 * not here; the list is the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const today = await todayData(context, request, nowOf(context));
  return data(today, { headers: pageExpiryHeaders(today.expiresAt) });
}

export const headers = passPageExpiry;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined;
  const name = root?.options?.title || root?.domain?.name || "";
  return seoMeta({
    siteName: root?.domain?.seo?.title || name,
    title: "Where to eat today",
    description: `The food trucks of ${name} open now, later today and tomorrow: where they park and until when.`,
    origin: root?.origin ?? "",
    // One canonical page: filtered views point at it.
    path: TODAY_PATH,
    image: root?.options?.logo ?? null,
  });
}

export default function TodayPage({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const name = site?.options?.title || site?.domain?.name || "";
  const { groups, timeZone, cuisines, cuisine } = loaderData;
  const shown = [...groups.openNow, ...groups.laterToday, ...groups.tomorrow];
  return (
    <article className="today">
      <section className="hero">
        <div className="site-container">
          <p className="hero__eyebrow">{name}</p>
          <h1 className="hero__title">Where to eat today</h1>
          <p className="hero__lead">Trucks open now, later today and tomorrow.</p>
          {cuisines.length > 0 ? <TodayFilterForm cuisines={cuisines} cuisine={cuisine} /> : null}
        </div>
      </section>
      <div className="site-container">
        {/* The map of issue 22 point 4 goes here, as an enhancement beside the list. */}
        <div id="today-map" />
        <TodayGroups groups={groups} timeZone={timeZone} filtered={cuisine !== ""} />
      </div>
      {site?.origin && shown.length > 0 ? (
        <JsonLd data={stopEventsJsonLd(shown, site.origin)} />
      ) : null}
    </article>
  );
}
