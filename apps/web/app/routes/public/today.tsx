import todayMapScript from "virtual:page-script/today-map";
import leafletCss from "leaflet/dist/leaflet.css?url";
import { data, useRouteLoaderData } from "react-router";
import { CalendarSubscribe } from "../../components/public/CalendarSubscribe.tsx";
import { JsonLd } from "../../components/public/JsonLd.tsx";
import { TodayFilterForm } from "../../components/public/TodayFilterForm.tsx";
import { TodayGroups } from "../../components/public/TodayGroups.tsx";
import { CALENDAR_FEED_PATH, calendarFeedLink } from "../../lib/calendar-links.ts";
import { redirectToCanonical } from "../../lib/canonical-address.ts";
import { nowOf } from "../../lib/clock.server.ts";
import { pageExpiryHeaders, passPageExpiry } from "../../lib/page-expiry.ts";
import { pageImagesHeaders, passPageImages } from "../../lib/page-images.ts";
import { seoMeta } from "../../lib/seo.ts";
import { rootSiteData, siteNameOf } from "../../lib/site-meta.ts";
import { stopEventsJsonLd } from "../../lib/stop-json-ld.ts";
import { todayData } from "../../lib/stops.server.ts";
import { TODAY_PATH } from "../../lib/today.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/today";
import "../../styles/today.css";
import "../../styles/today-map.css";

/**
 * /today, "Where to eat today" (contract.md "Where the trucks are"): the trucks open now, later
 * today and tomorrow in the site's zone, filtered by cuisine (`?cuisine=thai`, the url name
 * /members takes; an old tag id redirects to its name). The page
 * changes as time passes: it tells the page cache to keep it only until the next start or end
 * it shows, or midnight (lib/page-expiry.ts). The list is the page; one small module (the
 * only script of a public page, decision 023) adds "Near me" and a map of the stops, whose tiles
 * (the site's `map_tile_url`) the page's policy allows (lib/page-images.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const today = await todayData(context, request, nowOf(context));
  // One address per view: an unknown cuisine is sent to the page unfiltered (issue 37), a tag
  // id to its cuisine's name (issue 38).
  const cuisine = today.cuisine ? `?${new URLSearchParams({ cuisine: today.cuisine })}` : "";
  redirectToCanonical(request, ["cuisine"], `${TODAY_PATH}${cuisine}`);
  return data(today, {
    headers: { ...pageExpiryHeaders(today.expiresAt), ...pageImagesHeaders(today.mapTileUrl) },
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return passPageImages(loaderHeaders, passPageExpiry({ loaderHeaders }));
}

/** Leaflet's styles, on this page only (today-map.css adjusts them to the site's colors). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: leafletCss }];

export function meta({ matches }: Route.MetaArgs) {
  const root = rootSiteData(matches);
  const name = siteNameOf(root);
  return [
    ...seoMeta({
      siteName: root?.domain?.seo?.title || name,
      title: "Where to eat today",
      description: `The food trucks of ${name} open now, later today and tomorrow: where they park and until when.`,
      origin: root?.origin ?? "",
      // One canonical page: filtered views point at it.
      path: TODAY_PATH,
      image: root?.options?.logo ?? null,
    }),
    ...calendarFeedLink(root?.origin ?? "", CALENDAR_FEED_PATH, `${name} calendar`),
  ];
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
        {shown.length > 0 ? (
          // Shown, with "Near me" before it, by the script: no empty box without JavaScript.
          <section
            id="today-map"
            className="today-map"
            aria-label="Map of today's stops"
            data-tile-url={loaderData.mapTileUrl}
            data-attribution={site?.options?.map_attribution ?? ""}
            hidden
          />
        ) : null}
        <TodayGroups groups={groups} timeZone={timeZone} filtered={cuisine !== ""} />
        <CalendarSubscribe
          path={CALENDAR_FEED_PATH}
          label="Subscribe to the calendar"
          origin={site?.origin}
        />
      </div>
      {site?.origin && shown.length > 0 ? (
        <JsonLd data={stopEventsJsonLd(shown, site.origin)} />
      ) : null}
      {shown.length > 0 ? <script type="module" src={todayMapScript} /> : null}
    </article>
  );
}
