import type { StopOccurrence } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { STOP_PLACE } from "../testing/fixtures.ts";
import { stopEventJsonLd, stopEventsJsonLd } from "./stop-json-ld.ts";

const occurrence: StopOccurrence = {
  stop_id: 7,
  starts_at: "2027-03-16T22:00:00-07:00",
  ends_at: "2027-03-17T02:00:00-07:00",
  open_now: false,
  member: {
    id: 3,
    title: "Taco Loco",
    url: "/taco-loco",
    logo: "/storage/localhost/library/logo.png",
  },
  location: STOP_PLACE,
  note: "By the fountain",
};

describe("stop occurrences as JSON-LD Events", () => {
  it("names the times with their offset, the place with its coordinates and the member", () => {
    const event = stopEventJsonLd(occurrence, "https://trucks.example");
    expect(event).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Taco Loco at Civic Center Plaza",
      startDate: "2027-03-16T22:00:00-07:00",
      endDate: "2027-03-17T02:00:00-07:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Civic Center Plaza",
        address: "1 Dr Carlton B Goodlett Pl, San Francisco",
        geo: { "@type": "GeoCoordinates", latitude: 37.7793, longitude: -122.4193 },
      },
      organizer: {
        "@type": "FoodEstablishment",
        name: "Taco Loco",
        url: "https://trucks.example/taco-loco",
      },
      performer: {
        "@type": "FoodEstablishment",
        name: "Taco Loco",
        url: "https://trucks.example/taco-loco",
      },
      url: "https://trucks.example/taco-loco",
      description: "By the fountain",
      image: "https://trucks.example/storage/localhost/library/logo.png",
    });
  });

  it("leaves out an empty note and a missing logo, and keeps an absolute logo url", () => {
    const plain = stopEventJsonLd(
      { ...occurrence, note: "", member: { ...occurrence.member, logo: null } },
      "https://t.example",
    );
    expect(plain).not.toHaveProperty("description");
    expect(plain).not.toHaveProperty("image");
    const s3 = stopEventJsonLd(
      { ...occurrence, member: { ...occurrence.member, logo: "https://cdn.example/l.png" } },
      "https://t.example",
    );
    expect(s3.image).toBe("https://cdn.example/l.png");
    expect(stopEventsJsonLd([occurrence, occurrence], "https://t.example")).toHaveLength(2);
  });
});
