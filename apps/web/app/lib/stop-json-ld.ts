import type { StopOccurrence } from "@fooddir/contract";
import { absoluteUrl } from "./seo.ts";

/**
 * JSON-LD `Event` of one stop occurrence on a page (contract.md "Where the trucks are"): its
 * start and end with the zone's offset, the `Place` with its address and `GeoCoordinates`, and
 * the member as the `FoodEstablishment` that organizes and serves it.
 */
export function stopEventJsonLd(o: StopOccurrence, origin: string): Record<string, unknown> {
  const memberUrl = absoluteUrl(origin, o.member.url);
  const member: Record<string, unknown> = {
    "@type": "FoodEstablishment",
    name: o.member.title,
    url: memberUrl,
  };
  const event: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: `${o.member.title} at ${o.location.name}`,
    startDate: o.starts_at,
    endDate: o.ends_at,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: o.location.name,
      address: o.location.address,
      geo: {
        "@type": "GeoCoordinates",
        latitude: o.location.lat,
        longitude: o.location.lng,
      },
    },
    organizer: member,
    performer: member,
    url: memberUrl,
  };
  if (o.note) event.description = o.note;
  if (o.member.logo) event.image = absoluteUrl(origin, o.member.logo);
  return event;
}

/** The Events of the occurrences a page shows. */
export function stopEventsJsonLd(
  occurrences: readonly StopOccurrence[],
  origin: string,
): Record<string, unknown>[] {
  return occurrences.map((o) => stopEventJsonLd(o, origin));
}
