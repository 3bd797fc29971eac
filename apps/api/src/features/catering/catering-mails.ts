import {
  CATERING_TOKEN_TTL_DAYS,
  type CateringResponseView,
  cateringHoursText,
  formatPrice,
  monthName,
  weekdayName,
  weekdayOf,
} from "@fooddir/contract";
import { defangLinks } from "../../mail/defang-links.ts";
import type { MailMessage } from "../../mail/mailer.ts";

/**
 * The texts of the catering mails (contract.md "Catering requests that reach the right trucks"):
 * the request mailed to a matched truck (the event without the requester's contact, and three
 * answer links), and the requester's mails when a truck is interested or quotes. Each is plain
 * text plus simple HTML in which every stored text is escaped. Pure: the callers read the data.
 */

/** The event as the mails show it (the shape of the respond page's `request`). */
export type CateringMailEvent = Pick<
  CateringResponseView["request"],
  | "event_date"
  | "start_time"
  | "end_time"
  | "guests"
  | "budget_min"
  | "budget_max"
  | "address"
  | "cuisines"
  | "dietary"
  | "notes"
>;

/** What every mail of a domain needs: its name and currency. */
export type CateringMailSite = { name: string; currency: string };

type MailText = Pick<MailMessage, "subject" | "text" | "html">;

/** A piece of a mail: a paragraph, label/value rows, or a labelled link. */
type Block =
  | { p: string }
  | { rows: [label: string, value: string][] }
  | { link: string; url: string };

/** `2027-05-14` -> `Fri 14 May 2027` (a local date: no zone involved). */
export function eventDateText(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${weekdayName(weekdayOf(date))} ${d} ${monthName(m, "short")} ${y}`;
}

/** One line of a header: control characters (line breaks, tabs) become spaces. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, " ").trim();

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function budgetText(event: CateringMailEvent, currency: string): string {
  const { budget_min: min, budget_max: max } = event;
  if (min != null && max != null) {
    return min === max
      ? formatPrice(min, currency)
      : `${formatPrice(min, currency)} to ${formatPrice(max, currency)}`;
  }
  if (min != null) return `from ${formatPrice(min, currency)}`;
  if (max != null) return `up to ${formatPrice(max, currency)}`;
  return "not given";
}

/** "21:00 to 01:00 (next day)": the hours as the requester gave them (issue 38). */
const hoursText = (event: Pick<CateringMailEvent, "start_time" | "end_time">) =>
  cateringHoursText(event.start_time, event.end_time, " to ");

/** The event's facts, as label/value rows (never the requester's contact). */
function eventRows(event: CateringMailEvent, currency: string): [string, string][] {
  const rows: [string, string][] = [
    ["Date", `${eventDateText(event.event_date)}, ${hoursText(event)}`],
    ["Guests", String(event.guests)],
    ["Budget", budgetText(event, currency)],
    ["Place", event.address],
  ];
  if (event.cuisines.length > 0) {
    rows.push(["Cuisines wanted", event.cuisines.map((c) => c.name).join(", ")]);
  }
  if (event.dietary.length > 0) rows.push(["Dietary needs", event.dietary.join(", ")]);
  return rows;
}

function render(subject: string, blocks: Block[]): MailText {
  const text = blocks
    .map((b) => {
      if ("p" in b) return b.p;
      if ("rows" in b) return b.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
      return `${b.link}:\n${b.url}`;
    })
    .join("\n\n");
  const html = blocks
    .map((b) => {
      if ("p" in b) return `<p>${escapeHtml(b.p).replaceAll("\n", "<br>")}</p>`;
      if ("rows" in b) {
        const rows = b.rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;padding-right:1em">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
          )
          .join("");
        return `<table>${rows}</table>`;
      }
      return `<p><a href="${escapeHtml(b.url)}">${escapeHtml(b.link)}</a></p>`;
    })
    .join("\n");
  return {
    subject: oneLine(subject),
    text,
    html: `<!doctype html><html><body>${html}</body></html>`,
  };
}

/** The three answer links of a token: `${origin}/respond/${token}?action=...`. */
export function answerLinks(origin: string, token: string) {
  const base = `${origin}/respond/${encodeURIComponent(token)}`;
  return {
    interested: `${base}?action=interested`,
    quote: `${base}?action=quote`,
    decline: `${base}?action=decline`,
  };
}

/**
 * What a visitor wrote, as a truck's mail shows it: the place, dietary needs and notes with their
 * links and web addresses defanged (defangLinks), so the mail, sent in the site's name, carries
 * no clickable link but its own answer links.
 */
function visitorWords(event: CateringMailEvent): CateringMailEvent {
  return {
    ...event,
    address: defangLinks(event.address),
    dietary: event.dietary.map(defangLinks),
    notes: defangLinks(event.notes),
  };
}

/**
 * The request as a matched truck gets it: "Catering request: 150 guests on Fri 14 May 2027",
 * a notice that a visitor of the site wrote it (not the site), the event (date, times, guests,
 * budget, place, cuisines, dietary needs, notes: the visitor's words with links disabled) and
 * the three answer links. The requester's name, email and phone are not in it.
 */
export function memberRequestMail(input: {
  site: CateringMailSite;
  member: { title: string };
  event: CateringMailEvent;
  links: ReturnType<typeof answerLinks>;
}): MailText {
  const { site, member, links } = input;
  const event = visitorWords(input.event);
  const blocks: Block[] = [
    { p: `Hello ${member.title},` },
    { p: `${site.name} received a catering request that fits your catering profile.` },
    { p: visitorNotice(site.name) },
    { rows: eventRows(event, site.currency) },
  ];
  if (event.notes) {
    blocks.push({ p: `Notes from the visitor (their words, not ${site.name}'s):\n${event.notes}` });
  }
  blocks.push(
    {
      p: `Answer with one of these links (they work for ${CATERING_TOKEN_TTL_DAYS} days). When you answer "interested" or send a quote, you see the requester's contact and they hear from us.`,
    },
    { link: "I am interested", url: links.interested },
    { link: "Send a quote", url: links.quote },
    { link: "Decline", url: links.decline },
  );
  return render(
    `Catering request: ${event.guests} guests on ${eventDateText(event.event_date)}`,
    blocks,
  );
}

/** Says who wrote a truck's request mail: a visitor, never the site. */
export const visitorNotice = (site: string) =>
  `A visitor of ${site} wrote this request through the site's catering form; ${site} did not write or check it. Web addresses in it are shown disabled (hxxps://, [.]): do not follow them, and do not pay, sign in or download anything because of this request. Answer only with the links below.`;

type RequesterMail = {
  site: CateringMailSite;
  requester: { name: string };
  member: { title: string; page_url: string; contact_email: string };
  event: CateringMailEvent;
};

function truckBlocks(input: RequesterMail): Block[] {
  const rows: [string, string][] = [["Truck page", input.member.page_url]];
  if (input.member.contact_email) rows.push(["Contact", input.member.contact_email]);
  return [
    { rows },
    {
      p: `Your event: ${eventDateText(input.event.event_date)}, ${hoursText(input.event)}, ${input.event.guests} guests, ${input.event.address}.`,
    },
  ];
}

/** To the requester when a truck answers "interested": its page and contact. */
export function interestedMail(input: RequesterMail): MailText {
  const { member, requester, site, event } = input;
  return render(
    `${member.title} is interested in your event on ${eventDateText(event.event_date)}`,
    [
      { p: `Hello ${requester.name},` },
      {
        p: `${member.title} is interested in catering your event (your request on ${site.name}). They have your contact and may write to you; you can also reach them directly.`,
      },
      ...truckBlocks(input),
    ],
  );
}

/** To the requester for each quote (and each revised quote): price, message, page, contact. */
export function quoteMail(
  input: RequesterMail & { quote: { price: number; message: string }; revised: boolean },
): MailText {
  const { member, requester, site, event, quote } = input;
  const blocks: Block[] = [
    { p: `Hello ${requester.name},` },
    {
      p: input.revised
        ? `${member.title} revised its quote for your catering request on ${site.name}.`
        : `${member.title} sent a quote for your catering request on ${site.name}.`,
    },
    { rows: [["Price", formatPrice(quote.price, site.currency)]] },
  ];
  if (quote.message) blocks.push({ p: `Message from ${member.title}:\n${quote.message}` });
  blocks.push(...truckBlocks(input), {
    p: `To accept or ask a question, write to ${member.title} directly.`,
  });
  return render(
    `${input.revised ? "Revised quote" : "A quote"} for your event on ${eventDateText(event.event_date)}: ${member.title}`,
    blocks,
  );
}

/** What happens next to a stored request, as its receipt says it. */
export type ReceiptNext = "sent" | "held" | "staff" | "none";

/**
 * To the requester when the request is stored (issue 38): what they asked (their own words
 * with links disabled, as every mail in the site's name shows a visitor's words) and what
 * happens next: trucks were mailed (`sent`), staff review it first (`held` by a cap, or
 * `staff` when the domain does not mail at once), or no truck fits now (`none`).
 */
export function receiptMail(input: {
  site: CateringMailSite;
  requester: { name: string };
  event: CateringMailEvent;
  next: ReceiptNext;
  matched: number;
}): MailText {
  const { site } = input;
  const event = visitorWords(input.event);
  const next: Record<ReceiptNext, string> = {
    sent: `We sent your request to ${input.matched} ${input.matched === 1 ? "truck" : "trucks"} that fit your event. Each truck may answer with a quote or say it is interested; we mail you every answer, with the truck's page and contact.`,
    held: `The team of ${site.name} reviews your request before it goes to the trucks that fit it. Once it is sent, we mail you every truck's answer.`,
    staff: `The team of ${site.name} sends your request to the trucks that fit it. We mail you every truck's answer.`,
    none: `No truck on ${site.name} fits your event right now. The team of ${site.name} has your request and may add a truck to it; we mail you if a truck answers.`,
  };
  const blocks: Block[] = [
    { p: `Hello ${input.requester.name},` },
    { p: `${site.name} received your catering request. This is what you asked for:` },
    { rows: eventRows(event, site.currency) },
  ];
  if (event.notes) blocks.push({ p: `Your notes:\n${event.notes}` });
  blocks.push(
    { p: `What happens next: ${next[input.next]}` },
    { p: "You do not need to answer this mail." },
  );
  return render(`We received your catering request for ${eventDateText(event.event_date)}`, blocks);
}
