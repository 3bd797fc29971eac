import type {
  NotificationCounts,
  PendingRevision,
  Post,
  PostSnapshot,
  Revision,
} from "@fooddir/contract";

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

/** A vendor's change (id 40) to member 21 "Taco Loco", waiting in the review queue. */
export const testPendingChange = (over: Partial<PendingRevision> = {}): PendingRevision => ({
  id: 40,
  created_at: "2027-03-02T10:00:00Z",
  user: { id: 8, firstname: "Tia", lastname: "Vendor" },
  status: "pending",
  kind: "data",
  fields: ["title"],
  review: null,
  post: { id: 21, title: "Taco Loco", url: "taco-loco", post_type_id: 2 },
  ...over,
});

/** The version (id 30) an editor made before that change. */
export const testAppliedRevision = (over: Partial<Revision> = {}): Revision => ({
  id: 30,
  created_at: "2027-03-01T10:00:00Z",
  user: { id: 3, firstname: "Ada", lastname: "Editor" },
  status: "applied",
  kind: "data",
  fields: ["description"],
  ...over,
});
