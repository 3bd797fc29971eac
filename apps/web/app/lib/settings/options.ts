import {
  CATERING_MATCHES_MAX,
  CATERING_MATCHES_MESSAGE,
  DOMAIN_CATERING_OPTIONS,
  DOMAIN_REVIEW_OPTIONS,
  type DomainCateringOption,
  type DomainMediaOption,
  type DomainOptions,
  type DomainOptionsUpdate,
  type DomainReviewOption,
  type DomainReviewOptions,
  type DomainTextOption,
  MAP_TILE_URL_MESSAGE,
  type MediaItem,
  mapTileSource,
} from "@fooddir/contract";

/** The Options tab of /panel/site-options: fields, client checks and the changed-only PUT body. */

export type TextField = {
  name: DomainTextOption;
  label: string;
  description: string;
  max: number;
  kind?: "email" | "tel" | "multiline" | "currency" | "timezone" | "url";
};
export type OptionSection = { title: string; description: string; fields: TextField[] };

export const OPTION_SECTIONS: readonly OptionSection[] = [
  {
    title: "Identity",
    description: "How the site names itself.",
    fields: [
      { name: "title", label: "Site title", description: "Shown in the header and tab.", max: 100 },
      {
        name: "menu_title",
        label: "Menu title",
        description: 'Heading of the footer\'s links ("Links" when empty).',
        max: 100,
      },
    ],
  },
  {
    title: "Contact",
    description: "Shown in the footer and on the contact page.",
    fields: [
      { name: "address", label: "Address", description: "Postal address.", max: 300 },
      { name: "phone", label: "Phone", description: "Public phone number.", max: 50, kind: "tel" },
      {
        name: "email",
        label: "Email",
        description: "Public address; form submissions are sent here.",
        max: 254,
        kind: "email",
      },
      {
        name: "outgoing_email",
        label: "Outgoing email",
        description: "Sender address of notification mails.",
        max: 254,
        kind: "email",
      },
    ],
  },
  {
    title: "Region",
    description: "How prices and times are read and shown.",
    fields: [
      {
        name: "currency",
        label: "Currency",
        description: "The currency of every menu price on the site.",
        max: 3,
        kind: "currency",
      },
      {
        name: "timezone",
        label: "Time zone",
        description: "Where the trucks are: stop times and publication dates are in this zone.",
        max: 64,
        kind: "timezone",
      },
    ],
  },
  {
    title: "Map",
    description: "The map of /today. Its list of stops works without it.",
    fields: [
      {
        name: "map_tile_url",
        label: "Map tile URL",
        description:
          "An https address with {z}, {x} and {y}, from a tile provider whose terms allow your traffic. Empty: the markers on a plain background, no tiles requested.",
        max: 500,
        kind: "url",
      },
      {
        name: "map_attribution",
        label: "Map attribution",
        description: "The credit your tile provider asks for, e.g. © OpenStreetMap contributors.",
        max: 300,
      },
    ],
  },
  {
    title: "Join section",
    description: "The invitation for new members on the home page.",
    fields: [
      { name: "join_title", label: "Join title", description: "Its heading.", max: 150 },
      {
        name: "join_text",
        label: "Join text",
        description: "A short paragraph under the heading.",
        max: 2000,
        kind: "multiline",
      },
    ],
  },
  {
    title: "Footer",
    description: "The bottom of every page.",
    fields: [
      {
        name: "social_media_title",
        label: "Social media title",
        description: "Heading above the social links.",
        max: 100,
      },
      {
        name: "copyright",
        label: "Copyright",
        description: "For example © 2025 Food Truck Association.",
        max: 200,
      },
    ],
  },
];

export const MEDIA_FIELDS: readonly {
  name: DomainMediaOption;
  label: string;
  description: string;
}[] = [
  { name: "logo", label: "Logo", description: "Shown in the header." },
  { name: "fav_icon", label: "Favicon", description: "The small icon of browser tabs." },
  {
    name: "truck_image",
    label: "Truck image (not-found page)",
    description: "Illustration of the not-found page.",
  },
  {
    name: "auth_background",
    label: "Sign-in background",
    description: "Behind the team sign-in form.",
  },
];

export const TEXT_FIELDS: readonly TextField[] = OPTION_SECTIONS.flatMap((s) => s.fields);

/** The catering group's fields: "Trucks asked per request" is "" while its field is empty. */
export type CateringOptionValues = { catering_matches: number | ""; catering_auto_send: boolean };
export type OptionsDraft = Partial<Record<DomainTextOption, string>> &
  Partial<Record<DomainMediaOption, MediaItem | null>> &
  Partial<CateringOptionValues> &
  Partial<DomainReviewOptions>;
export type OptionName =
  | DomainTextOption
  | DomainMediaOption
  | DomainCateringOption
  | DomainReviewOption;
/** What the fields show: the saved options with the draft laid over them. */
export type OptionValues = Omit<DomainOptions, DomainCateringOption> & CateringOptionValues;

const EMAIL_RE = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** The saved options with the draft laid over them. */
export function mergeOptions(saved: DomainOptions, draft: OptionsDraft): OptionValues {
  return { ...saved, ...draft };
}

/** The options sent as they are (numbers and switches), not trimmed as text. */
function isValueName(name: string): name is DomainCateringOption | DomainReviewOption {
  return (
    (DOMAIN_CATERING_OPTIONS as readonly string[]).includes(name) ||
    (DOMAIN_REVIEW_OPTIONS as readonly string[]).includes(name)
  );
}

function isMediaName(name: string): name is DomainMediaOption {
  return MEDIA_FIELDS.some((f) => f.name === name);
}

/** Draft entries that really differ from the saved options (media compared by id). */
export function changedOptionNames(saved: DomainOptions, draft: OptionsDraft): OptionName[] {
  return (Object.keys(draft) as OptionName[]).filter((name) => {
    if (isMediaName(name)) return (draft[name]?.id ?? null) !== (saved[name]?.id ?? null);
    return draft[name] !== saved[name];
  });
}

/** PUT /api/domain-options body: changed fields only; media as `<name>_id` (id or null). */
export function optionsUpdateBody(saved: DomainOptions, draft: OptionsDraft): DomainOptionsUpdate {
  const body: Record<string, string | number | boolean | null> = {};
  for (const name of changedOptionNames(saved, draft)) {
    if (isMediaName(name)) body[`${name}_id`] = draft[name]?.id ?? null;
    else if (isValueName(name)) body[name] = draft[name] ?? null;
    else body[name] = (draft[name] ?? "").trim();
  }
  return body as DomainOptionsUpdate;
}

/**
 * Client checks of the changed fields: maximum lengths, email and tile URL formats, and the
 * trucks asked per request (a whole number from 1 to CATERING_MATCHES_MAX).
 */
export function optionErrors(values: OptionValues, names: readonly OptionName[]) {
  const errors: Record<string, string> = {};
  const matches = values.catering_matches;
  if (
    names.includes("catering_matches") &&
    (matches === "" || !Number.isInteger(matches) || matches < 1 || matches > CATERING_MATCHES_MAX)
  ) {
    errors.catering_matches = CATERING_MATCHES_MESSAGE;
  }
  for (const field of TEXT_FIELDS) {
    if (!names.includes(field.name)) continue;
    const value = values[field.name].trim();
    if (value.length > field.max) {
      errors[field.name] =
        `The ${field.label.toLowerCase()} may not be greater than ${field.max} characters.`;
    } else if (field.kind === "email" && value !== "" && !EMAIL_RE.test(value)) {
      errors[field.name] = `The ${field.label.toLowerCase()} must be a valid email address.`;
    } else if (field.kind === "url" && value !== "" && mapTileSource(value) === null) {
      errors[field.name] = MAP_TILE_URL_MESSAGE;
    }
  }
  return errors;
}

/** Server field errors keyed for the form: `logo_id` -> `logo`, text names as they are. */
export function optionServerErrors(errors: Record<string, string> | null | undefined) {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors ?? {})) {
    const name = field.replace(/_id$/, "");
    out[isMediaName(name) ? name : field] = message;
  }
  return out;
}

/**
 * The draft left after a save of `sent`: entries the user changed again while it was saving stay,
 * the saved ones go.
 */
export function draftAfterSave(draft: OptionsDraft, sent: OptionsDraft): OptionsDraft {
  const next: OptionsDraft = { ...draft };
  for (const name of Object.keys(sent) as OptionName[]) {
    if (next[name] === sent[name]) delete next[name];
  }
  return next;
}
