import type { SubmissionForm } from "@fooddir/contract";
import type { Db } from "../db/client.ts";
import { submissions } from "../db/schema.ts";

type SubmissionSeed = {
  form: SubmissionForm;
  name: string;
  email: string;
  phone?: string;
  message?: string;
  /** A value "+N" is the date N days from now (event dates stay in the future). */
  fields?: Record<string, string>;
  /** How long ago it came in, in days (fractions for the hour of day). */
  daysAgo: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A few of each form, spread over the last 30 days; the same for every demo domain. */
const SEEDS: SubmissionSeed[] = [
  {
    form: "join",
    name: "Marisol Vega",
    email: "marisol@tacosvega.example",
    phone: "+1 555 0142",
    message: "We run a taco truck downtown on weekdays and would love to join the association.",
    fields: { business_name: "Tacos Vega", cuisine: "Mexican", trucks: "1" },
    daysAgo: 1.3,
  },
  {
    form: "join",
    name: "Owen Bradley",
    email: "owen@smokestackbbq.example",
    phone: "(555) 013-7781",
    message: "Two BBQ trucks, fully licensed. What does membership cost per year?",
    fields: { business_name: "Smokestack BBQ", cuisine: "Barbecue", trucks: "2" },
    daysAgo: 6.6,
  },
  {
    form: "join",
    name: "Priya Raman",
    email: "priya@dosaexpress.example",
    message: "New dosa truck launching next month. Is there a waiting list for events?",
    fields: { business_name: "Dosa Express", cuisine: "South Indian", trucks: "1" },
    daysAgo: 15.2,
  },
  {
    form: "join",
    name: "Lukas Brandt",
    email: "lukas@currywurst.example",
    phone: "+49 30 1234 5678",
    fields: { business_name: "Berlin Wurst Co.", cuisine: "German", trucks: "1" },
    daysAgo: 27.9,
  },
  {
    form: "catering",
    name: "Hannah Cole",
    email: "hannah.cole@northwind.example",
    phone: "+1 555 0199",
    message: "Company summer party in the parking lot, we'd like two or three trucks.",
    fields: { event_date: "+40", guests: "180", location: "Northwind HQ, Bayview" },
    daysAgo: 0.4,
  },
  {
    form: "catering",
    name: "Diego Alvarez",
    email: "diego.alvarez@example.com",
    phone: "555-0163",
    message: "Wedding reception, vegetarian options needed for about a third of the guests.",
    fields: { event_date: "+95", guests: "120", location: "Riverside Gardens" },
    daysAgo: 4.7,
  },
  {
    form: "catering",
    name: "Grace Okafor",
    email: "grace@okafor-events.example",
    message: "School fundraiser, afternoon only. Dessert trucks welcome.",
    fields: { event_date: "+60", guests: "400", location: "Lincoln Elementary" },
    daysAgo: 11.1,
  },
  {
    form: "catering",
    name: "Tom Becker",
    email: "tom.becker@example.org",
    phone: "+1 555 0110",
    fields: { event_date: "+21", guests: "60", location: "Harbor Park pavilion" },
    daysAgo: 22.5,
  },
  {
    form: "contact",
    name: "Alice Nguyen",
    email: "alice.nguyen@example.com",
    message: "Which trucks will be at the harbor market this Saturday?",
    daysAgo: 2.2,
  },
  {
    form: "contact",
    name: "Robert King",
    email: "rking@example.net",
    phone: "+1 555 0177",
    message: "I left my jacket near the coffee truck on Friday evening. Was anything found?",
    daysAgo: 9.8,
  },
  {
    form: "contact",
    name: "Sofia Rossi",
    email: "sofia.rossi@example.it",
    message: "Do you publish a calendar of the festivals your members attend?",
    daysAgo: 19.4,
  },
  {
    form: "contact",
    name: "Ben Carter",
    email: "ben@localnews.example",
    phone: "555 0123",
    message:
      "I'm writing a piece on the city's food scene and found {host} - could I talk to someone?",
    daysAgo: 29.3,
  },
];

/**
 * Demo submissions of one domain: four of each form (join, catering, contact), spread over the
 * last 30 days, already notified; `host` is the site a message mentions. Returns how many.
 */
export async function seedSubmissions(tx: Db, domainId: number, host: string): Promise<number> {
  const now = Date.now();
  const rows = SEEDS.map((s) => {
    const created = new Date(now - s.daysAgo * DAY_MS);
    return {
      domain_id: domainId,
      form: s.form,
      name: s.name,
      email: s.email,
      phone: s.phone ?? "",
      message: (s.message ?? "").replace("{host}", host),
      fields: Object.fromEntries(
        Object.entries(s.fields ?? {}).map(([key, value]) => [
          key,
          /^\+\d+$/.test(value)
            ? new Date(now + Number(value.slice(1)) * DAY_MS).toISOString().slice(0, 10)
            : value,
        ]),
      ),
      notified_at: created,
      created_at: created,
    };
  });
  await tx.insert(submissions).values(rows);
  return rows.length;
}
