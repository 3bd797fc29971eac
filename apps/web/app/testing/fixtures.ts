import type {
  AnalyticsItem,
  CateringRequest,
  DomainOptions,
  Location,
  MediaItem,
  MemberCateringRequest,
  NotificationCounts,
  PendingRevision,
  Post,
  PostSnapshot,
  Revision,
  ScheduleOccurrence,
  ScheduleStop,
  Stop,
} from "@fooddir/contract";
import type { PostSeoItem } from "../lib/settings/api.ts";

/**
 * Test data shared by the web tests: a post's stored version (PostSnapshot), a post as a read
 * returns it (Post), each with what a test changes on top, and notification counts.
 */
export const testSnapshot = (over: Partial<PostSnapshot> = {}): PostSnapshot => ({
  title: "Taco Loco",
  url: "taco-loco",
  description: "Tacos.",
  post_status_id: 2,
  no_index: false,
  no_follow: false,
  show_in_sitemap: true,
  position: 0,
  poster_id: null,
  logo_id: null,
  cuisines: [],
  profile: null,
  post_body: null,
  deleted_at: null,
  publish_at: null,
  unpublish_at: null,
  ...over,
});

/** A published member post "Taco Loco" (id 7) as a public read returns it. */
export const testPost = (over: Partial<Post> = {}): Post =>
  ({
    id: 7,
    _id: "7",
    post_type_id: 2,
    post_status_id: 2,
    attributes: { title: "Taco Loco", url: "taco-loco", description: "Tacos." },
    media: { poster: null, logo: null },
    external_data: { cuisines: [] },
    post_body: null,
    profile: null,
    no_index: false,
    no_follow: false,
    show_in_sitemap: true,
    position: 0,
    created_at: "2027-03-01 10:00:00",
    updated_at: "2027-03-01 10:00:00",
    deleted_at: null,
    ...over,
  }) as Post;

/** GET /api/notifications/counts when nothing waits. */
export const NOTHING_WAITING: NotificationCounts = {
  pending_reviews: 0,
  new_catering_requests: 0,
  new_submissions: 0,
  expiring_papers: 0,
  new_applications: 0,
};

/** The version (id 30) an editor made before the vendor's change below. */
export const testAppliedRevision = (over: Partial<Revision> = {}): Revision => ({
  id: 30,
  created_at: "2027-03-01T10:00:00Z",
  user: { id: 3, firstname: "Ada", lastname: "Editor" },
  status: "applied",
  kind: "data",
  fields: ["description"],
  ...over,
});

/** A vendor's change (id 40) to member 21 "Taco Loco", waiting in the review queue. */
export const testPendingChange = (over: Partial<PendingRevision> = {}): PendingRevision => ({
  ...testAppliedRevision({
    id: 40,
    created_at: "2027-03-02T10:00:00Z",
    user: { id: 8, firstname: "Tia", lastname: "Vendor" },
    status: "pending",
    fields: ["title"],
  }),
  review: null,
  post: { id: 21, title: "Taco Loco", url: "taco-loco", post_type_id: 2 },
  ...over,
});

/** GET /api/domain-options of a site with nothing but a title set. */
export const testDomainOptions = (over: Partial<DomainOptions> = {}): DomainOptions => ({
  title: "Trucks",
  address: "",
  phone: "",
  email: "",
  outgoing_email: "",
  social_media_title: "",
  menu_title: "",
  join_title: "",
  join_text: "",
  copyright: "",
  currency: "USD",
  timezone: "America/Los_Angeles",
  map_tile_url: "",
  map_attribution: "",
  logo: null,
  fav_icon: null,
  truck_image: null,
  auth_background: null,
  catering_matches: 5,
  catering_auto_send: true,
  trust_member_edits: false,
  ...over,
});

const seoRow = (id: number, post_type_id: number, title: string, url: string): PostSeoItem => ({
  id,
  post_type_id,
  title,
  url,
  description: "",
  no_index: false,
  no_follow: false,
  show_in_sitemap: true,
});

/** GET /api/posts/seo: a page, two members and a blog post, all indexed and in the sitemap. */
export const TEST_SEO_ROWS: PostSeoItem[] = [
  seoRow(1, 1, "Home", "/"),
  seoRow(2, 2, "Taco Truck", "/taco-truck"),
  seoRow(3, 2, "Burger Bus", "/burger-bus"),
  seoRow(4, 6, "Opening day", "/blog/opening"),
];

/** An analytics snippet (id 1): an async script in the head, its fields empty. */
export const testAnalyticsItem = (over: Partial<AnalyticsItem> = {}): AnalyticsItem => ({
  id: 1,
  type: "script",
  name: "",
  src: "",
  custom_id: "",
  async: true,
  defer: false,
  tag_position: "head",
  code: "",
  content: "",
  content_type: "",
  external_analytics: false,
  external_analytics_type: "",
  ...over,
});

/** The stored stop 7 of member 3 at place 4: Tue and Thu 11:30-14:00 from 2 March 2027, 4 March cancelled. */
export const testStoredStop = (over: Partial<Stop> = {}): Stop => ({
  id: 7,
  member_id: 3,
  location_id: 4,
  starts_at: "2027-03-02T11:30",
  ends_at: "2027-03-02T14:00",
  rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630",
  exdates: ["2027-03-04"],
  note: "Cash only",
  pending_note: null,
  ...over,
});

/** The stop 7 of the draft member "Taco Loco" (3) at Civic Center Plaza (4): Tue and Thu lunch. */
export const testStop = (over: Partial<ScheduleStop> = {}): ScheduleStop => ({
  ...testStoredStop({
    starts_at: "2099-03-02T11:30",
    ends_at: "2099-03-02T14:00",
    rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20990630",
    exdates: [],
    note: "",
  }),
  member: { id: 3, title: "Taco Loco", post_status_id: 1 },
  location: { id: 4, name: "Civic Center Plaza", address: "" },
  ...over,
});

/** One stop of the draft member "Taco Loco" (3) at Civic Center Plaza (4), open now. */
export const testOccurrence = (over: Partial<ScheduleOccurrence> = {}): ScheduleOccurrence => ({
  stop_id: 7,
  date: "2027-06-05",
  starts_at: "2027-06-05T22:00:00-07:00",
  ends_at: "2027-06-06T00:30:00-07:00",
  recurring: false,
  open_now: true,
  member: { id: 3, title: "Taco Loco", post_status_id: 1 },
  location: { id: 4, name: "Civic Center Plaza" },
  note: "",
  ...over,
});

/** The event of the catering request 4: 150 guests at 1 Market St, Sat 12 Jun 2027, 18:00-22:00. */
export const testCateringEvent = (
  over: Partial<MemberCateringRequest["request"]> = {},
): MemberCateringRequest["request"] => ({
  id: 4,
  status: "sent",
  event_date: "2027-06-12",
  start_time: "18:00",
  end_time: "22:00",
  starts_at: "2027-06-12T18:00:00-07:00",
  ends_at: "2027-06-12T22:00:00-07:00",
  guests: 150,
  budget_min: 1000,
  budget_max: 2500,
  address: "1 Market St",
  lat: null,
  lng: null,
  cuisines: [{ id: 3, name: "Mexican" }],
  dietary: ["vegan"],
  notes: "Wedding",
  ...over,
});

/** That request as staff read it: from Acme Corp, mailed to 2 trucks, 1 quote. */
export const testCateringRequest = (over: Partial<CateringRequest> = {}): CateringRequest => ({
  ...testCateringEvent(),
  name: "Acme Corp",
  email: "events@acme.test",
  phone: "+1 555 0100",
  held_reason: "",
  matches_count: 2,
  quotes_count: 1,
  created_at: "2027-05-01T10:00:00Z",
  updated_at: "2027-05-01T10:00:00Z",
  ...over,
});

/** Two approved places of the demo city, as GET /api/locations lists them. */
export const CIVIC_CENTER: Location = {
  id: 1,
  name: "Civic Center Plaza",
  address: "355 McAllister St, San Francisco",
  lat: 37.7793,
  lng: -122.4193,
  status: "approved",
};
/** Where the public stop reads (the feeds, /today, JSON-LD) put a stop: place 2, street address. */
export const STOP_PLACE = {
  id: 2,
  name: "Civic Center Plaza",
  address: "1 Dr Carlton B Goodlett Pl, San Francisco",
  lat: 37.7793,
  lng: -122.4193,
};
export const FERRY_BUILDING: Location = {
  id: 2,
  name: "Ferry Building Plaza",
  address: "1 Ferry Building, San Francisco",
  lat: 37.7955,
  lng: -122.3937,
  status: "approved",
};

/** An 800×600 JPEG of the library without a kept file name (its hashed name shows), no alt text. */
export const testMediaItem = (id: number, over: Partial<MediaItem> = {}): MediaItem => ({
  id,
  hashed_name: `${id}`.padStart(32, "0"),
  path: "domains/localhost/library",
  extension: "jpg",
  alt: "",
  mime: "image/jpeg",
  size: 1000,
  width: 800,
  height: 600,
  url: `/storage/domains/localhost/library/${id}.jpg`,
  thumbnail_url: `/storage/domains/localhost/library/thumbnails/${id}.png`,
  ...over,
});

/**
 * The first starts (UTC) of a stop on Tuesdays and Thursdays at 11:30 in Los Angeles from Tuesday
 * 2 March 2027, Thursday 18 March cancelled: 11:30 PST (-08:00) before 14 March, PDT (-07:00) after.
 */
export const TUE_THU_LUNCH_STARTS = [
  "2027-03-02T19:30:00.000Z",
  "2027-03-04T19:30:00.000Z",
  "2027-03-09T19:30:00.000Z",
  "2027-03-11T19:30:00.000Z",
  "2027-03-16T18:30:00.000Z",
  "2027-03-23T18:30:00.000Z",
  "2027-03-25T18:30:00.000Z",
  "2027-03-30T18:30:00.000Z",
];
