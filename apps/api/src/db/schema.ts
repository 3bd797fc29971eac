import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const domains = pgTable("domains", {
  id: serial("id").primaryKey(),
  /** Lowercase host without port, e.g. "localhost". */
  host: text("host").notNull().unique(),
  name: text("name").notNull(),
  seo_title: text("seo_title").notNull().default(""),
  seo_description: text("seo_description").notNull().default(""),
  ...timestamps,
});

export const roles = pgTable("roles", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    /** Stored lowercase; unique among users that are not deleted. */
    email: text("email").notNull(),
    password_hash: text("password_hash"),
    role_id: integer("role_id")
      .notNull()
      .references(() => roles.id),
    two_factor_secret: text("two_factor_secret"),
    two_factor_enabled: boolean("two_factor_enabled").notNull().default(false),
    /** Hashes of unused recovery codes. */
    two_factor_recovery_codes: jsonb("two_factor_recovery_codes").$type<string[]>(),
    /** Last accepted TOTP time step, so a code is accepted once only. */
    two_factor_last_step: integer("two_factor_last_step"),
    disabled_at: timestamp("disabled_at", { withTimezone: true }),
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
    /** Staff mails about events to act on: immediately | daily (one digest) | off. */
    notify: text("notify").notNull().default("immediately"),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_live_idx").on(t.email).where(sql`${t.deleted_at} is null`)],
);

export const userDomains = pgTable(
  "user_domains",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    /**
     * The user's role on this domain (2, 3 or 4 "Member", bound to listings in user_members); a
     * super admin (users.role_id 1) is global.
     */
    role_id: integer("role_id")
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.domain_id] })],
);

/**
 * A site admin's invitation of an address that already has an account on sites it does not
 * manage (decision 021). It is answered like a new user, with an id drawn from the users'
 * sequence, and becomes memberships only when the account's owner accepts the mailed link.
 */
export const membershipInvitations = pgTable("membership_invitations", {
  id: integer("id").primaryKey().default(sql`nextval('users_id_seq')`),
  user_id: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The names and address the admin typed (shown until the owner accepts). */
  firstname: text("firstname").notNull(),
  lastname: text("lastname").notNull(),
  email: text("email").notNull(),
  domain_roles: jsonb("domain_roles").$type<{ domain_id: number; role_id: number }[]>().notNull(),
  /** Listings (member posts) the account is to keep up to date once it accepts (vendor invitations). */
  member_ids: jsonb("member_ids").$type<number[]>().notNull().default([]),
  invited_by: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
  /** The domain whose API host issued the link; it is accepted there only. */
  domain_id: integer("domain_id")
    .notNull()
    .references(() => domains.id, { onDelete: "cascade" }),
  token_hash: text("token_hash").notNull().unique(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  ...timestamps,
});

/** One sign-in = one family; every refresh token of it rotates within the family. */
export const refreshTokenFamilies = pgTable(
  "refresh_token_families",
  {
    id: uuid("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    revoked_reason: text("revoked_reason"),
  },
  (t) => [index("refresh_token_families_user_idx").on(t.user_id)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey(),
    family_id: uuid("family_id")
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: "cascade" }),
    /** sha256 of the token; the token itself is never stored. */
    token_hash: text("token_hash").notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new pair. */
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.family_id)],
);

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: serial("id").primaryKey(),
  user_id: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** "reset" (a reset link) or "invite" (the set-password link of a new user). */
  kind: text("kind").notNull().default("reset"),
  /** The domain whose site the link was issued for; the link works only there. */
  domain_id: integer("domain_id").references(() => domains.id, { onDelete: "cascade" }),
  token_hash: text("token_hash").notNull().unique(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  used_at: timestamp("used_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A pending or finished change of a user's email (contract.md "Users"): the new address takes
 * effect when its confirm link is used; the old address gets a notice with a revert link.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    domain_id: integer("domain_id").references(() => domains.id, { onDelete: "cascade" }),
    old_email: text("old_email").notNull(),
    new_email: text("new_email").notNull(),
    /** sha256 of the token mailed to the new address. */
    confirm_token_hash: text("confirm_token_hash").notNull().unique(),
    /** sha256 of the token mailed to the old address. */
    revert_token_hash: text("revert_token_hash").notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revert_expires_at: timestamp("revert_expires_at", { withTimezone: true }).notNull(),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
    reverted_at: timestamp("reverted_at", { withTimezone: true }),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_changes_user_idx").on(t.user_id)],
);

export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    hashed_name: text("hashed_name").notNull(),
    /** Who uploaded it (a member lists and uses only its own uploads); null before 0013. */
    uploaded_by: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /** The uploaded file's name, sanitized (upload-name.ts); "" for media from before 0009. */
    name: text("name").notNull().default(""),
    path: text("path").notNull(),
    extension: text("extension").notNull(),
    alt: text("alt").notNull().default(""),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    ...timestamps,
  },
  (t) => [index("media_domain_idx").on(t.domain_id)],
);

export const domainColors = pgTable(
  "domain_colors",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    domain_color_type_id: integer("domain_color_type_id").notNull(),
    code: text("code").notNull(),
  },
  (t) => [uniqueIndex("domain_colors_type_idx").on(t.domain_id, t.domain_color_type_id)],
);

/** Key/value options of a domain; media options point at media rows. */
export const domainOptions = pgTable(
  "domain_options",
  {
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    value: text("value").notNull().default(""),
    media_id: integer("media_id").references(() => media.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.domain_id, t.name] })],
);

/** Every content type (page, member, cuisine, showcase, catering, blog) is a post. */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    /** Stable public id (`_id` in the API). */
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    post_type_id: integer("post_type_id").notNull(),
    post_status_id: integer("post_status_id").notNull().default(1),
    title: text("title").notNull(),
    /** Normalized slug path, "/" for the home page; unique per domain across types, trash included. */
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    poster_id: integer("poster_id").references(() => media.id, { onDelete: "restrict" }),
    logo_id: integer("logo_id").references(() => media.id, { onDelete: "restrict" }),
    post_body: jsonb("post_body"),
    no_index: boolean("no_index").notNull().default(false),
    no_follow: boolean("no_follow").notNull().default(false),
    show_in_sitemap: boolean("show_in_sitemap").notNull().default(true),
    position: integer("position").notNull().default(0),
    /** A member's contact, socials and menu (contract.md "Member profiles"); null elsewhere. */
    profile: jsonb("profile").$type<Record<string, unknown>>(),
    /** Who created the post; a blog post names its author (contract.md "Blog"). */
    author_id: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** When the post was first published; blog posts show and sort by it. */
    published_at: timestamp("published_at", { withTimezone: true }),
    /** Scheduled publishing (decision 026): the scheduler publishes / unpublishes once. */
    publish_at: timestamp("publish_at", { withTimezone: true }),
    unpublish_at: timestamp("unpublish_at", { withTimezone: true }),
    ...timestamps,
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("posts_domain_url_idx").on(t.domain_id, t.url),
    index("posts_domain_type_idx").on(t.domain_id, t.post_type_id, t.position),
    index("posts_publish_at_idx").on(t.publish_at),
    index("posts_unpublish_at_idx").on(t.unpublish_at),
  ],
);

export const cuisineTags = pgTable(
  "cuisine_tags",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** A JSON object stored as text, returned as the JSON string the spec names. */
    icon_data: text("icon_data").notNull().default("{}"),
    ...timestamps,
  },
  (t) => [index("cuisine_tags_domain_idx").on(t.domain_id)],
);

export const postCuisines = pgTable(
  "post_cuisines",
  {
    post_id: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    cuisine_tag_id: integer("cuisine_tag_id")
      .notNull()
      .references(() => cuisineTags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.cuisine_tag_id] }),
    index("post_cuisines_tag_idx").on(t.cuisine_tag_id),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ...timestamps,
  },
  (t) => [index("categories_domain_idx").on(t.domain_id)],
);

export const faqCategories = pgTable(
  "faq_categories",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("faq_categories_domain_idx").on(t.domain_id)],
);

export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    faq_category_id: integer("faq_category_id").references(() => faqCategories.id, {
      onDelete: "set null",
    }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("faqs_domain_idx").on(t.domain_id)],
);

/**
 * Attempt counters shared by every API process on one PostgreSQL database (login throttling):
 * a fixed window per key, counted atomically by an upsert (auth/attempt-store.ts).
 */
export const attemptCounters = pgTable("attempt_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  reset_at: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Social links of a domain; icon_id names an icon of the built-in set (features/settings). */
export const domainSocials = pgTable(
  "domain_socials",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    link: text("link").notNull(),
    icon_id: integer("icon_id").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("domain_socials_domain_idx").on(t.domain_id)],
);

/** Header and footer menus of a domain, each a validated tree of items. */
export const domainMenus = pgTable("domain_menus", {
  domain_id: integer("domain_id")
    .primaryKey()
    .references(() => domains.id, { onDelete: "cascade" }),
  header: jsonb("header").notNull().default([]),
  footer: jsonb("footer").notNull().default([]),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The not-found page of a domain; members are post ids, skipped on read when gone. */
export const domainErrorPages = pgTable("domain_error_pages", {
  domain_id: integer("domain_id")
    .primaryKey()
    .references(() => domains.id, { onDelete: "cascade" }),
  title: text("title").notNull().default(""),
  subtitle: text("subtitle").notNull().default(""),
  section_title: text("section_title").notNull().default(""),
  section_text: text("section_text").notNull().default(""),
  truck_image_id: integer("truck_image_id").references(() => media.id, { onDelete: "set null" }),
  members: jsonb("members").$type<number[]>().notNull().default([]),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Analytics snippets rendered into the public pages at their tag_position. */
export const analyticsItems = pgTable(
  "analytics_items",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    name: text("name").notNull().default(""),
    src: text("src").notNull().default(""),
    custom_id: text("custom_id").notNull().default(""),
    async: boolean("async").notNull().default(false),
    defer: boolean("defer").notNull().default(false),
    tag_position: text("tag_position").notNull(),
    code: text("code").notNull().default(""),
    content: text("content").notNull().default(""),
    content_type: text("content_type").notNull().default(""),
    external_analytics: boolean("external_analytics").notNull().default(false),
    external_analytics_type: text("external_analytics_type").notNull().default(""),
    ...timestamps,
  },
  (t) => [index("analytics_items_domain_idx").on(t.domain_id)],
);

/** Public form submissions (join, catering, contact) of a domain. */
export const submissions = pgTable(
  "submissions",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    form: text("form").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull().default(""),
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    /** When the notification mail went out; null while it has not. */
    notified_at: timestamp("notified_at", { withTimezone: true }),
    /**
     * Came in after the domain's hourly cap was passed (SUBMISSION_LIMITS.perDomain): kept for
     * staff review and not mailed one by one; the site admins got one alert for the window.
     */
    held: boolean("held").notNull().default(false),
    /** When a staff user first opened it; null while it is "new" (notification counts). */
    opened_at: timestamp("opened_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("submissions_domain_idx").on(t.domain_id, t.created_at)],
);

/**
 * Old urls of posts (issue 10): when a post's url changes, its former url is kept here so the
 * public site answers it with a 301 to the post's current url. Rows follow the post (cascade).
 */
export const postRedirects = pgTable(
  "post_redirects",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    /** A normalized url the post had before, never "/". */
    from_url: text("from_url").notNull(),
    post_id: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("post_redirects_domain_url_idx").on(t.domain_id, t.from_url),
    index("post_redirects_post_idx").on(t.post_id),
  ],
);

/** Places a truck parks (contract.md "Where the trucks are"). */
export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** approved | proposed: a spot a vendor proposed is shown only to its proposer and staff until approved. */
    status: text("status").notNull().default("approved"),
    /** The vendor (role 4) who proposed the spot, if one did. */
    proposed_by: integer("proposed_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("locations_domain_idx").on(t.domain_id)],
);

/**
 * A member's stop at a location: local wall times in the domain's zone, optionally repeating
 * (an RRULE of the contract's subset) with cancelled dates. `first_date` and `last_date` (null:
 * no end) are the local dates the series spans, so a window's query reads only the stops that
 * can fall in it, whatever the zone.
 */
export const stops = pgTable(
  "stops",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    member_id: integer("member_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** Checked at the end of the statement, so deleting a domain removes both; a lone delete is refused. */
    location_id: integer("location_id")
      .notNull()
      .references(() => locations.id),
    /** Local wall times, `2027-03-14T22:00`. */
    starts_at: text("starts_at").notNull(),
    ends_at: text("ends_at").notNull(),
    rrule: text("rrule"),
    /** Local dates (`2027-03-17`) of cancelled occurrences. */
    exdates: jsonb("exdates").$type<string[]>().notNull().default([]),
    note: text("note").notNull().default(""),
    /** A vendor's note waiting for review (null: none); the public reads show `note` only. */
    pending_note: text("pending_note"),
    first_date: date("first_date").notNull(),
    last_date: date("last_date"),
    /** Bumped by every edit: the calendar feeds' SEQUENCE. */
    sequence: integer("sequence").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("stops_window_idx").on(t.domain_id, t.first_date, t.last_date),
    index("stops_member_idx").on(t.member_id),
    index("stops_location_idx").on(t.location_id),
  ],
);

/**
 * A member's catering profile (contract.md "Catering requests"): one row per member post that
 * has one. `contact_email` is where request mails go and is never read by a public query.
 */
export const memberCatering = pgTable(
  "member_catering",
  {
    post_id: integer("post_id")
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    offers: boolean("offers").notNull().default(false),
    min_guests: integer("min_guests").notNull().default(1),
    max_guests: integer("max_guests").notNull().default(10000),
    radius_km: doublePrecision("radius_km").notNull().default(50),
    /** A location of the domain; a location in use here cannot be deleted (like a stop's). */
    base_location_id: integer("base_location_id").references(() => locations.id),
    lead_days: integer("lead_days").notNull().default(7),
    contact_email: text("contact_email").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    index("member_catering_domain_idx").on(t.domain_id),
    index("member_catering_location_idx").on(t.base_location_id),
  ],
);

/**
 * A visitor's catering request. `event_date`, `start_time`, `end_time` are local to the domain's
 * zone when it was made; `starts_at`/`ends_at` the instants they named then.
 */
export const cateringRequests = pgTable(
  "catering_requests",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    /** new | sent | quoted | booked | lost */
    status: text("status").notNull().default("new"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    event_date: date("event_date", { mode: "string" }).notNull(),
    start_time: text("start_time").notNull(),
    end_time: text("end_time").notNull(),
    starts_at: timestamp("starts_at", { withTimezone: true }).notNull(),
    ends_at: timestamp("ends_at", { withTimezone: true }).notNull(),
    guests: integer("guests").notNull(),
    budget_min: doublePrecision("budget_min"),
    budget_max: doublePrecision("budget_max"),
    address: text("address").notNull(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    /** Cuisine tag ids wanted (any of them). */
    cuisines: jsonb("cuisines").$type<number[]>().notNull().default([]),
    dietary: jsonb("dietary").$type<string[]>().notNull().default([]),
    notes: text("notes").notNull().default(""),
    /** Why a request was held for staff review instead of mailed (a cap was reached), else "". */
    held_reason: text("held_reason").notNull().default(""),
    /** When a staff user first opened it; null while it is "new" (notification counts). */
    opened_at: timestamp("opened_at", { withTimezone: true }),
    /** The truck that won the booking (status booked). */
    booked_member_id: integer("booked_member_id").references(() => posts.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [
    index("catering_requests_domain_idx").on(t.domain_id, t.created_at),
    index("catering_requests_status_idx").on(t.domain_id, t.status),
  ],
);

/**
 * A member asked about a request: its score, where its answer stands and its quote. One row per
 * request and member. `sent_at` is set when its mail is queued (once: the update that sets it is
 * the claim, so two instances never both queue it).
 */
export const cateringMatches = pgTable(
  "catering_matches",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    request_id: integer("request_id")
      .notNull()
      .references(() => cateringRequests.id, { onDelete: "cascade" }),
    member_id: integer("member_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    score: doublePrecision("score").notNull().default(0),
    /** pending | sent | interested | quoted | declined */
    status: text("status").notNull().default("pending"),
    manual: boolean("manual").notNull().default(false),
    quote_price: doublePrecision("quote_price"),
    quote_message: text("quote_message"),
    quoted_at: timestamp("quoted_at", { withTimezone: true }),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    responded_at: timestamp("responded_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("catering_matches_request_member_idx").on(t.request_id, t.member_id),
    index("catering_matches_member_idx").on(t.member_id),
  ],
);

/**
 * Mails sent under an idempotency key (a catering request's mail to one member, a quote's mail
 * to the requester): a mail job claims its key before sending and marks it sent after, so a
 * retried job or a second instance never sends it twice. A claim older than the job timeout
 * may be taken again (the first sender died).
 */
export const mailDeliveries = pgTable("mail_deliveries", {
  key: text("key").primaryKey(),
  claimed_at: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  sent_at: timestamp("sent_at", { withTimezone: true }),
});

/**
 * A revision of a post (contract.md "revisions"): the post as it was after one save, what the
 * save changed and who made it. `pending` and `rejected` are for reviewed member edits (the
 * vendor issue); staff saves are `applied`.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    post_id: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** applied | pending | rejected */
    status: text("status").notNull().default("applied"),
    /** create | data | body | status | order | seo | trash | restore | revert | schedule */
    kind: text("kind").notNull(),
    fields: jsonb("fields").$type<string[]>().notNull().default([]),
    /** The post after the save (PostSnapshot of the contract). */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /** Review (vendor issue): who decided, when, and the message of a rejection. */
    reviewed_by: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewed_at: timestamp("reviewed_at", { withTimezone: true }),
    review_message: text("review_message"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("post_revisions_post_idx").on(t.post_id, t.id),
    index("post_revisions_domain_idx").on(t.domain_id, t.created_at),
  ],
);

/**
 * The audit log (contract.md "Audit log"): sign-ins, content, settings and user changes of a
 * domain. `user_id` null: an unknown address's failed sign-in, the scheduler, a deleted user.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's name and address as they were when the entry was written. */
    actor_name: text("actor_name").notNull().default(""),
    actor_email: text("actor_email").notNull().default(""),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: integer("entity_id"),
    summary: text("summary").notNull().default(""),
  },
  (t) => [
    index("audit_log_domain_at_idx").on(t.domain_id, t.at),
    index("audit_log_user_idx").on(t.user_id),
  ],
);

/**
 * A role-4 user's listings (contract.md "Vendors edit their own listing"): the member posts of a
 * domain it reads and edits. Dropped with the user, the post or the membership's domain.
 */
export const userMembers = pgTable(
  "user_members",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    member_id: integer("member_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.member_id] }),
    index("user_members_member_idx").on(t.member_id),
    index("user_members_domain_idx").on(t.domain_id, t.user_id),
  ],
);

/**
 * A claim of a listing ("Is this your truck?"): a code mailed to the listing's contact address,
 * stored hashed, single use, expiring, with its failed tries counted (decision 027).
 */
export const memberClaims = pgTable(
  "member_claims",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    member_id: integer("member_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    code_hash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_claims_member_idx").on(t.member_id, t.created_at)],
);

/**
 * Staff notifications (issue 38): one row per staff user and event they may act on. Users who
 * want mails "immediately" get one at once (mailed_at set); "daily" users get one digest of the
 * rows still unmailed; "off" users get no row.
 */
export const staffNotifications = pgTable(
  "staff_notifications",
  {
    id: serial("id").primaryKey(),
    domain_id: integer("domain_id")
      .notNull()
      .references(() => domains.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** pending_review | catering_request | submission | ... */
    kind: text("kind").notNull(),
    /** One line a person reads in a digest: "New catering request from Ana (12 June, 80 guests)". */
    summary: text("summary").notNull(),
    /** Absolute panel link to act on it. */
    link: text("link").notNull().default(""),
    mailed_at: timestamp("mailed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_notifications_unmailed_idx").on(t.user_id, t.mailed_at)],
);
