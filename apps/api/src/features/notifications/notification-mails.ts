import { defangLinks } from "../../mail/defang-links.ts";
import type { MailMessage } from "../../mail/mailer.ts";

/**
 * The texts of the notification mails (issue 38, contract.md "Notifications, search, places"):
 * a staff member's mail of one event, the daily digest, and the mails to people outside the
 * staff (the vendor told of a review, each asked truck told of a booking). Plain text; a
 * visitor's or vendor's words are defanged (no clickable link in a mail sent in the site's
 * name). Pure: the callers read the data.
 */

type MailText = Pick<MailMessage, "subject" | "text">;

/** One line of a header: control characters (line breaks, tabs) become spaces. */
export const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, " ").trim();

/** What every staff mail says about why it came and where to change that. */
const settingLine = (origin: string, setting: "immediately" | "daily") =>
  `You get this mail because your notification setting is "${setting}". Change it in your profile: ${origin}/panel/profile`;

/** To one staff member set to "immediately": one event with the panel screen to act on it. */
export function staffEventMail(input: {
  site: string;
  origin: string;
  firstname: string;
  summary: string;
  link: string;
}): MailText {
  const summary = defangLinks(oneLine(input.summary));
  return {
    subject: oneLine(`${input.site}: ${summary}`),
    text: [
      `Hello ${input.firstname},`,
      "",
      `${summary}.`,
      "",
      "Open it in the panel to act on it:",
      input.link,
      "",
      settingLine(input.origin, "immediately"),
    ].join("\n"),
  };
}

/** To one staff member set to "daily": every event of the day on one domain, oldest first. */
export function digestMail(input: {
  site: string;
  origin: string;
  firstname: string;
  rows: { summary: string; link: string }[];
}): MailText {
  const count = input.rows.length;
  const items = input.rows.map((row) => `- ${defangLinks(oneLine(row.summary))}\n  ${row.link}`);
  return {
    subject: oneLine(
      `${input.site}: ${count} ${count === 1 ? "thing" : "things"} to look at since yesterday`,
    ),
    text: [
      `Hello ${input.firstname},`,
      "",
      `Here is what happened on ${input.site} since the last summary:`,
      "",
      ...items,
      "",
      settingLine(input.origin, "daily"),
    ].join("\n"),
  };
}

/** To the vendor who made a change: staff approved or rejected it (with their message). */
export function reviewDecisionMail(input: {
  site: string;
  origin: string;
  firstname: string;
  /** "your change to \"Taco Loco\"", "the place \"Pier 39\"", "your note on the stop of 3 May". */
  what: string;
  approved: boolean;
  message?: string;
}): MailText {
  const { site, what } = input;
  const lines = [`Hello ${input.firstname},`, ""];
  if (input.approved) {
    lines.push(`The team of ${site} approved ${what}. It now shows on the site.`);
  } else {
    lines.push(`The team of ${site} looked at ${what} and did not publish it.`);
    if (input.message) lines.push("Their message:", "", input.message);
    lines.push("", "Your listing keeps showing the earlier version.");
  }
  lines.push("", "To see or change it, sign in:", `${input.origin}/team-login`);
  return {
    subject: oneLine(
      input.approved ? `Approved: ${what} on ${site}` : `Not published: ${what} on ${site}`,
    ),
    text: lines.join("\n"),
  };
}

/** To each truck asked for an event when staff mark the request booked: won or not. */
export function bookedMail(input: {
  site: string;
  member: string;
  /** `Fri 14 May 2027, 150 guests`. */
  event: string;
  booked: boolean;
}): MailText {
  const { site, member, event } = input;
  return input.booked
    ? {
        subject: oneLine(`Booked: ${member} for the event on ${event}`),
        text: [
          `Hello ${member},`,
          "",
          `Good news: the requester of the catering event on ${event} (a request from ${site}) booked you.`,
          "They have your contact; write to them to settle the details if they have not written yet.",
        ].join("\n"),
      }
    : {
        subject: oneLine(`Not booked: the event on ${event}`),
        text: [
          `Hello ${member},`,
          "",
          `The catering event on ${event} (a request from ${site}) was booked with another truck.`,
          "Thank you for answering. Nothing more is needed from you for this request.",
        ].join("\n"),
      };
}
