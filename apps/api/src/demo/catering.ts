import { CATERING_MATCHES_DEFAULT, POST_TYPES, Temporal } from "@fooddir/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  cateringMatches,
  cateringRequests,
  locations,
  memberCatering,
  posts,
} from "../db/schema.ts";
import { findCateringCandidates } from "../features/catering/find-catering-candidates.ts";
import { type CateringNeed, matchCaterers } from "../features/catering/match-caterers.ts";

/**
 * The demo's catering (issue 23 point 6): a catering profile for most members of a demo domain
 * and a dozen requests in every status, placed relative to the seed's "now" in the domain's zone
 * (events from about 8 weeks ago to 6 weeks ahead), so the panel's pipeline and its figures
 * (requests this month, response rate, median hours to the first quote, booked rate) show
 * something at once. Each request's matches are what matching (matchCaterers over
 * findCateringCandidates, the demo's stops included) ranks for it on the day it came in; their
 * answers and quotes follow the request's status. Rows go in directly: the seed sends no mail.
 * Deterministic for a given "now": everything derives from the members' and requests' indexes.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Guest ranges of the three kinds of caterer: small parties, mid-size events, big ones. */
const GUEST_RANGES: [number, number][] = [
  [20, 80],
  [50, 300],
  [100, 500],
];

/** Mail addresses of the demo's catering contacts: an example domain, never delivered. */
const CONTACT_DOMAIN = "trucks.example.com";

type Status = "new" | "sent" | "quoted" | "booked" | "lost";

type RequestSeed = {
  status: Status;
  name: string;
  email: string;
  phone: string;
  /** The event's local date: this many days from the seed day (negative: past). */
  eventDays: number;
  /** When it came in, in days before "now" (fractions for the hour). */
  askedDaysAgo: number;
  start: string;
  end: string;
  guests: number;
  budget: [number, number] | null;
  /** Which of the domain's places it is at; null: an address without coordinates. */
  place: number | null;
  /** How many cuisines it names (taken from members that offer catering), 0: any. */
  cuisines: number;
  dietary: string[];
  notes: string;
};

const REQUESTS: RequestSeed[] = [
  {
    status: "new",
    name: "Priya Raman",
    email: "priya.raman@northwind.example",
    phone: "+1 555 0181",
    eventDays: 21,
    askedDaysAgo: 0.1,
    start: "17:30",
    end: "21:00",
    guests: 120,
    budget: [2500, 4000],
    place: 1,
    cuisines: 2,
    dietary: ["vegetarian"],
    notes: "Company summer party on the plaza; about a third of the team is vegetarian.",
  },
  {
    status: "new",
    name: "Daniel Okafor",
    email: "daniel.okafor@example.com",
    phone: "",
    eventDays: 35,
    askedDaysAgo: 0.4,
    start: "18:00",
    end: "22:00",
    guests: 60,
    budget: null,
    place: null,
    cuisines: 0,
    dietary: [],
    notes: "Rehearsal dinner in our backyard, a relaxed evening. Street parking only.",
  },
  {
    status: "sent",
    name: "Lena Fischer",
    email: "events@campusfest.example",
    phone: "(555) 013-4410",
    eventDays: 16,
    askedDaysAgo: 1.5,
    start: "12:00",
    end: "18:00",
    guests: 200,
    budget: [3000, 6000],
    place: 6,
    cuisines: 3,
    dietary: ["vegan", "halal"],
    notes: "Student festival; we need quick service for long lines.",
  },
  {
    status: "sent",
    name: "Marco Bellini",
    email: "marco.bellini@example.com",
    phone: "+1 555 0199",
    eventDays: 40,
    askedDaysAgo: 3.2,
    start: "16:00",
    end: "20:00",
    guests: 45,
    budget: [800, 1500],
    place: 7,
    cuisines: 0,
    dietary: ["nut-free"],
    notes: "Fortieth birthday picnic, kids included.",
  },
  {
    status: "quoted",
    name: "Hannah Lee",
    email: "hannah.lee@brightlabs.example",
    phone: "+1 555 0123",
    eventDays: 8,
    askedDaysAgo: 2.3,
    start: "11:30",
    end: "14:00",
    guests: 150,
    budget: [2000, 3500],
    place: 2,
    cuisines: 2,
    dietary: ["gluten-free"],
    notes: "All-hands lunch; please label allergens.",
  },
  {
    status: "quoted",
    name: "Rosa Delgado",
    email: "rosa@mapleblock.example",
    phone: "",
    eventDays: 28,
    askedDaysAgo: 5.6,
    start: "15:00",
    end: "19:00",
    guests: 80,
    budget: [1000, 2000],
    place: 0,
    cuisines: 0,
    dietary: [],
    notes: "Neighbourhood block party, the street is closed to traffic.",
  },
  {
    status: "quoted",
    name: "Tom Whitaker",
    email: "tom.whitaker@example.com",
    phone: "+1 555 0147",
    eventDays: 9,
    askedDaysAgo: 9.2,
    start: "18:30",
    end: "22:30",
    guests: 300,
    budget: [5000, 9000],
    place: 4,
    cuisines: 2,
    dietary: ["vegetarian", "dairy-free"],
    notes: "Charity gala after-party; two or three trucks side by side.",
  },
  {
    status: "booked",
    name: "Aisha Karim",
    email: "aisha.karim@example.com",
    phone: "+1 555 0162",
    eventDays: 18,
    askedDaysAgo: 12.4,
    start: "17:00",
    end: "23:00",
    guests: 250,
    budget: [4000, 7000],
    place: 5,
    cuisines: 1,
    dietary: ["halal"],
    notes: "Wedding reception: dinner service, then late-night snacks.",
  },
  {
    status: "booked",
    name: "Greg Novak",
    email: "greg@novakbuilders.example",
    phone: "(555) 014-2231",
    eventDays: -10,
    askedDaysAgo: 30.3,
    start: "11:00",
    end: "14:00",
    guests: 100,
    budget: [1500, 2500],
    place: 3,
    cuisines: 0,
    dietary: [],
    notes: "Topping-out lunch for the crew on site.",
  },
  {
    status: "booked",
    name: "Sofia Marquez",
    email: "sofia.marquez@example.com",
    phone: "+1 555 0175",
    eventDays: -38,
    askedDaysAgo: 60.5,
    start: "12:00",
    end: "16:00",
    guests: 180,
    budget: [2500, 4500],
    place: 6,
    cuisines: 2,
    dietary: ["vegan"],
    notes: "School fundraiser fair.",
  },
  {
    status: "lost",
    name: "Ben Carter",
    email: "ben.carter@example.com",
    phone: "",
    eventDays: -24,
    askedDaysAgo: 45.2,
    start: "19:00",
    end: "23:00",
    guests: 70,
    budget: [600, 1000],
    place: 8,
    cuisines: 0,
    dietary: [],
    notes: "Surprise party; budget is tight.",
  },
  {
    status: "lost",
    name: "Olivia Grant",
    email: "olivia.grant@summitconf.example",
    phone: "+1 555 0133",
    eventDays: -52,
    askedDaysAgo: 72.4,
    start: "12:00",
    end: "15:00",
    guests: 400,
    budget: [6000, 10000],
    place: 1,
    cuisines: 0,
    dietary: ["gluten-free", "kosher"],
    notes: "Conference lunch for two days; we booked the venue's caterer in the end.",
  },
  {
    status: "lost",
    name: "Kenji Watanabe",
    email: "kenji.watanabe@example.com",
    phone: "+1 555 0158",
    eventDays: 30,
    askedDaysAgo: 10.1,
    start: "13:00",
    end: "17:00",
    guests: 90,
    budget: [1200, 2000],
    place: 7,
    cuisines: 1,
    dietary: [],
    notes: "Family reunion in the park.",
  },
];

const QUOTE_MESSAGES = [
  "Happy to cater this! The price covers the menu for every guest, staff and travel.",
  "We can do it. Price includes two mains, a side and drinks; setup takes 30 minutes.",
  "Available that day. Menu to agree together; we bring our own generator.",
  "Count us in. The price is per event with a vegetarian option for everyone.",
];

const at = (ms: number) => new Date(ms);

/**
 * Writes the domain's demo catering: profiles for its members (any status, so drafts have one
 * too) and the requests with their matches. Needs the domain's members, cuisines, places and
 * stops saved first. Returns how many profiles and requests it wrote.
 */
export async function seedDemoCatering(
  db: Db,
  domain: { id: number; host: string; timeZone: string },
  now: number,
): Promise<{ profiles: number; requests: number }> {
  const tenant = { id: domain.id, host: domain.host };
  const members = await db
    .select({ id: posts.id, url: posts.url })
    .from(posts)
    .where(and(eq(posts.domain_id, domain.id), eq(posts.post_type_id, POST_TYPES.member)))
    .orderBy(asc(posts.position), asc(posts.id));
  const places = await db
    .select({
      id: locations.id,
      address: locations.address,
      lat: locations.lat,
      lng: locations.lng,
    })
    .from(locations)
    .where(eq(locations.domain_id, domain.id))
    .orderBy(asc(locations.id));

  // Most members have a profile (not every 7th), and most of those offer catering (not every 5th).
  const profiles = members.flatMap((m, i) =>
    i % 7 === 5
      ? []
      : [
          {
            post_id: m.id,
            domain_id: domain.id,
            offers: i % 5 !== 3,
            min_guests: GUEST_RANGES[i % 3][0],
            max_guests: GUEST_RANGES[i % 3][1],
            radius_km: 25 + ((i * 17) % 56),
            base_location_id:
              i % 6 === 4 || places.length === 0 ? null : places[i % places.length].id,
            lead_days: 3 + ((i * 5) % 12),
            contact_email: `${m.url.replace(/\//g, "-")}@${CONTACT_DOMAIN}`,
            created_at: at(now - (40 + i) * DAY_MS),
            updated_at: at(now - (40 + i) * DAY_MS),
          },
        ],
  );
  if (profiles.length > 0) await db.insert(memberCatering).values(profiles);

  const zone = domain.timeZone;
  const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone).toPlainDate();
  const instant = (date: Temporal.PlainDate, hhmm: string) =>
    date.toPlainDateTime(Temporal.PlainTime.from(hhmm)).toZonedDateTime(zone).epochMilliseconds;
  const localDate = (ms: number) =>
    Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDate().toString();
  const monthStart = today.with({ day: 1 }).toZonedDateTime(zone).epochMilliseconds;

  const events = REQUESTS.map((r, index) => {
    const date = today.add({ days: r.eventDays });
    let created = now - r.askedDaysAgo * DAY_MS;
    // The newest requests came in this month, whatever day the demo starts on.
    if (index < 2)
      created = Math.max(created, monthStart + Math.floor(((now - monthStart) * (index + 1)) / 3));
    return {
      seed: r,
      date,
      created,
      starts: instant(date, r.start),
      ends: instant(date, r.end),
    };
  });

  // Every candidate once, with its stops over the span of the events; the demo's stops begin
  // in the week before the seed day, so the span starts then (past events find nobody busy).
  const candidates = await findCateringCandidates(db, tenant, {
    starts_at: at(Math.max(now - 8 * DAY_MS, Math.min(...events.map((e) => e.starts)))),
    ends_at: at(Math.max(now, ...events.map((e) => e.ends))),
  });

  const planned: {
    request: typeof cateringRequests.$inferInsert;
    matches: Omit<typeof cateringMatches.$inferInsert, "request_id">[];
  }[] = [];
  for (const [index, e] of events.entries()) {
    const r = e.seed;
    const place = r.place === null || places.length === 0 ? null : places[r.place % places.length];
    const need: CateringNeed = {
      starts_at: e.starts,
      ends_at: e.ends,
      event_date: e.date.toString(),
      today: localDate(e.created),
      guests: r.guests,
      place: place ? { lat: place.lat, lng: place.lng } : null,
      cuisines: [],
    };
    // The cuisines it names are carried by members that pass the other filters, so someone
    // matches: the first cuisine of every other member matching would rank without them.
    const open = matchCaterers(need, candidates, 2 * r.cuisines);
    need.cuisines = [
      ...new Set(
        open.flatMap((m, k) =>
          k % 2 === 0
            ? (candidates.find((c) => c.member_id === m.member_id)?.cuisines.slice(0, 1) ?? [])
            : [],
        ),
      ),
    ];
    const cuisines = need.cuisines;
    const ranked = matchCaterers(need, candidates, CATERING_MATCHES_DEFAULT);
    const matches = answersOf(r.status, ranked.length, index).map((answer, rank) => ({
      ...ranked[rank],
      ...answer,
    }));
    // A member staff added by hand to one quoted request.
    if (r.status === "quoted" && index === 5) {
      const extra = candidates.find(
        (c) => c.offers && !ranked.some((m) => m.member_id === c.member_id),
      );
      if (extra) {
        matches.push({
          member_id: extra.member_id,
          score: 0,
          distance_km: null,
          status: "interested",
          manual: true,
          afterHours: 20,
        });
      }
    }

    const times = matches.map((m) => timesOf(m, e.created, now, r.guests, index));
    const touched = Math.max(e.created, ...times.flatMap((t) => [t.responded ?? 0, t.quoted ?? 0]));
    planned.push({
      request: {
        domain_id: domain.id,
        status: r.status,
        name: r.name,
        email: r.email,
        phone: r.phone,
        event_date: e.date.toString(),
        start_time: r.start,
        end_time: r.end,
        starts_at: at(e.starts),
        ends_at: at(e.ends),
        guests: r.guests,
        budget_min: r.budget?.[0] ?? null,
        budget_max: r.budget?.[1] ?? null,
        address: place ? place.address : "Backyard garden, 18 Elm Court",
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
        cuisines,
        dietary: r.dietary,
        notes: r.notes,
        created_at: at(e.created),
        updated_at: at(
          r.status === "booked" || r.status === "lost"
            ? Math.min(now, touched + 6 * HOUR_MS)
            : touched,
        ),
      },
      matches: matches.map((m, k) => {
        const t = times[k];
        return {
          domain_id: domain.id,
          member_id: m.member_id,
          score: m.score,
          status: m.status,
          manual: m.manual,
          quote_price: t.price,
          quote_message:
            t.price === null ? null : QUOTE_MESSAGES[(index + k) % QUOTE_MESSAGES.length],
          quoted_at: t.quoted === null ? null : at(t.quoted),
          sent_at: t.sent === null ? null : at(t.sent),
          responded_at: t.responded === null ? null : at(t.responded),
          created_at: at(e.created),
          updated_at: at(Math.max(e.created, t.sent ?? 0, t.responded ?? 0)),
        };
      }),
    });
  }

  // Two statements: the requests (ids come back in order), then every match.
  const saved = await db
    .insert(cateringRequests)
    .values(planned.map((p) => p.request))
    .returning({ id: cateringRequests.id });
  const matchRows = planned.flatMap((p, i) =>
    p.matches.map((m) => ({ ...m, request_id: saved[i].id })),
  );
  if (matchRows.length > 0) await db.insert(cateringMatches).values(matchRows);
  return { profiles: profiles.length, requests: saved.length };
}

type MatchStatus = "pending" | "sent" | "interested" | "quoted" | "declined";
type Answer = { status: MatchStatus; manual: boolean; afterHours: number };

/**
 * How the matched members (best first) answered a request in `status`: a new request was not
 * mailed yet; a sent one has answers but no quote; quoted, booked and lost ones have quotes
 * (lost: some declined, some never answered). `afterHours` is when the answer came.
 */
function answersOf(status: Status, count: number, index: number): Answer[] {
  const plans: Record<Status, MatchStatus[]> = {
    new: ["pending", "pending", "pending", "pending", "pending"],
    sent:
      index % 2 === 0
        ? ["interested", "sent", "declined", "sent", "sent"]
        : ["sent", "declined", "sent", "sent", "sent"],
    quoted: ["quoted", "interested", "declined", "quoted", "sent"],
    booked: ["quoted", "quoted", "declined", "sent", "interested"],
    lost: ["quoted", "declined", "sent", "declined", "sent"],
  };
  const hours = [3, 9, 16, 26, 41];
  return plans[status].slice(0, count).map((s, k) => ({
    status: s,
    manual: false,
    afterHours: hours[(k + index) % hours.length],
  }));
}

/** The answer's instants (all before `now`) and its quote's price. */
function timesOf(
  m: Answer,
  created: number,
  now: number,
  guests: number,
  index: number,
): { sent: number | null; responded: number | null; quoted: number | null; price: number | null } {
  if (m.status === "pending") return { sent: null, responded: null, quoted: null, price: null };
  const sent = Math.min(now, created + 2 * 60_000);
  if (m.status === "sent") return { sent, responded: null, quoted: null, price: null };
  // A fresh request's answers come as soon as there is time for them.
  const room = Math.max(0, now - sent);
  const after = Math.min(m.afterHours * HOUR_MS, room * (0.5 + (index % 4) / 10));
  const responded = sent + after;
  if (m.status !== "quoted") return { sent, responded, quoted: null, price: null };
  const perGuest = 14 + ((index * 3 + m.afterHours) % 12);
  return {
    sent,
    responded,
    quoted: responded,
    price: Math.round((guests * perGuest) / 10) * 10,
  };
}
