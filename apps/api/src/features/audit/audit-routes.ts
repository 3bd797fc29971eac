import type { AuditEntity } from "@fooddir/contract";

/**
 * What the audit log calls each writing route (method + route url): the kind of thing it
 * changes, the action, and how its one-line summary reads. The write hook
 * (http/audit-hook.ts) looks routes up here; a writing route missing from the table is still
 * logged, with a kind guessed from its path (auditRouteOf).
 */
export type AuditRoute = {
  entity: AuditEntity;
  action: string;
  /** What the summary calls the changed thing ("location"); posts say their type instead. */
  noun?: string;
  /** The summary's verb when not the action's usual one ("Uploaded"). */
  verb?: string;
  /** A summary naming no item ("Changed the site's colors"). */
  summary?: string;
  /** Changes nothing (a read sent as POST, sign-in which logs itself): no entry. */
  skip?: true;
};

export const AUDIT_ROUTES: Record<string, AuditRoute> = {
  // Session: sign-in writes its own entries (features/session/routes.ts); renewal has no user.
  "POST /api/auth/login": { entity: "session", action: "sign-in", skip: true },
  "POST /api/auth/refresh-tokens": { entity: "session", action: "refresh", skip: true },
  "POST /api/auth/logout": { entity: "session", action: "sign-out", summary: "Signed out" },
  "POST /api/auth/switch-domain": {
    entity: "session",
    action: "switch-domain",
    summary: "Switched to another site",
  },

  // The signed-in user's own account.
  "POST /api/account": { entity: "account", action: "update", summary: "Updated their account" },
  "POST /api/account/change-password": {
    entity: "account",
    action: "change-password",
    summary: "Changed their password",
  },
  "POST /api/account/two-factor": {
    entity: "account",
    action: "two-factor-setup",
    summary: "Started setting up two-factor sign-in",
  },
  "POST /api/account/two-factor/confirm": {
    entity: "account",
    action: "two-factor-on",
    summary: "Turned two-factor sign-in on",
  },
  "DELETE /api/account/two-factor": {
    entity: "account",
    action: "two-factor-off",
    summary: "Turned two-factor sign-in off",
  },

  // Posts (the noun comes from the post's type).
  "POST /api/posts": { entity: "post", action: "create" },
  "PUT /api/posts/:id/data": { entity: "post", action: "update" },
  "PUT /api/posts/:id/body": { entity: "post", action: "update", verb: "Edited the content of" },
  "PATCH /api/posts/:id/order": { entity: "post", action: "order", verb: "Moved" },
  "PUT /api/posts/:id/status": { entity: "post", action: "status" },
  "PUT /api/posts/:id/restore": { entity: "post", action: "restore", verb: "Restored" },
  "DELETE /api/posts/:id": { entity: "post", action: "trash" },
  "DELETE /api/posts/:id/permanently": {
    entity: "post",
    action: "delete",
    verb: "Permanently deleted",
  },
  "PUT /api/posts/seo": {
    entity: "post",
    action: "update",
    summary: "Updated the SEO fields of the site's posts",
  },
  "POST /api/posts/resolve-blocks": { entity: "post", action: "read", skip: true },
  "POST /api/posts/:id/revisions/:rid/restore": {
    entity: "post",
    action: "revert",
    verb: "Restored an earlier version of",
  },
  "POST /api/posts/:id/revisions/:rid/approve": {
    entity: "post",
    action: "approve",
    verb: "Approved a vendor's change to",
  },
  "POST /api/posts/:id/revisions/:rid/reject": {
    entity: "post",
    action: "reject",
    verb: "Rejected a vendor's change to",
  },
  "POST /api/posts/:id/preview-link": {
    entity: "post",
    action: "preview-link",
    verb: "Made a preview link of",
  },
  "POST /api/posts/:id/vendor-invitation": {
    entity: "post",
    action: "invite-vendor",
    noun: "member",
    verb: "Invited the vendor of",
  },

  // Taxonomy.
  "POST /api/categories": { entity: "taxonomy", action: "create", noun: "category" },
  "DELETE /api/categories/:id": { entity: "taxonomy", action: "delete", noun: "category" },
  "POST /api/cuisine-tags": { entity: "taxonomy", action: "create", noun: "cuisine tag" },
  "PUT /api/cuisine-tags/:id": { entity: "taxonomy", action: "update", noun: "cuisine tag" },
  "DELETE /api/cuisine-tags/:id": { entity: "taxonomy", action: "delete", noun: "cuisine tag" },
  "POST /api/faq-categories": { entity: "taxonomy", action: "create", noun: "FAQ category" },
  "DELETE /api/faq-categories/:id": {
    entity: "taxonomy",
    action: "delete",
    noun: "FAQ category",
  },
  "POST /api/faqs": { entity: "taxonomy", action: "create", noun: "FAQ" },
  "PATCH /api/faqs/:id": { entity: "taxonomy", action: "update", noun: "FAQ" },
  "DELETE /api/faqs/:id": { entity: "taxonomy", action: "delete", noun: "FAQ" },

  // Media.
  "POST /api/media": { entity: "media", action: "create", noun: "image", verb: "Uploaded" },
  "PUT /api/media/:id": { entity: "media", action: "update", noun: "image" },
  "DELETE /api/media/:id": { entity: "media", action: "delete", noun: "image" },

  // Site settings.
  "PUT /api/domain-colors": {
    entity: "settings",
    action: "update",
    summary: "Changed the site's colors",
  },
  "PUT /api/domain-options": {
    entity: "settings",
    action: "update",
    summary: "Changed the site's options",
  },
  "POST /api/domain-socials": { entity: "settings", action: "create", noun: "social link" },
  "PUT /api/domain-socials/:id": { entity: "settings", action: "update", noun: "social link" },
  "DELETE /api/domain-socials/:id": {
    entity: "settings",
    action: "delete",
    noun: "social link",
  },
  "PUT /api/domain-menu": {
    entity: "settings",
    action: "update",
    summary: "Changed the header and footer menus",
  },
  "PUT /api/domain-error-pages": {
    entity: "settings",
    action: "update",
    summary: "Changed the not-found page",
  },
  "POST /api/analytics": { entity: "settings", action: "create", noun: "analytics tag" },
  "PUT /api/analytics/:id": { entity: "settings", action: "update", noun: "analytics tag" },
  "DELETE /api/analytics/:id": { entity: "settings", action: "delete", noun: "analytics tag" },

  // Domains.
  "POST /api/domains": { entity: "domain", action: "create", noun: "site" },
  "PUT /api/domains": {
    entity: "domain",
    action: "update",
    summary: "Changed the site's SEO title and description",
  },

  // Users.
  "POST /api/users": { entity: "user", action: "create", noun: "user", verb: "Invited" },
  "PUT /api/users/:id": { entity: "user", action: "update", noun: "user" },
  "DELETE /api/users/:id": { entity: "user", action: "delete", noun: "user" },

  // Submissions (sending one is public: logged only when a signed-in user sends it).
  "POST /api/submissions": { entity: "submission", action: "create", noun: "form submission" },
  "DELETE /api/submissions/:id": {
    entity: "submission",
    action: "delete",
    noun: "form submission",
  },

  // Where the trucks are.
  "POST /api/locations": { entity: "location", action: "create", noun: "location" },
  "PUT /api/locations/:id": { entity: "location", action: "update", noun: "location" },
  "DELETE /api/locations/:id": { entity: "location", action: "delete", noun: "location" },
  "POST /api/stops": { entity: "stop", action: "create", noun: "stop" },
  "PUT /api/stops/:id": { entity: "stop", action: "update", noun: "stop" },
  "DELETE /api/stops/:id": { entity: "stop", action: "delete", noun: "stop" },
  "POST /api/locations/:id/approve": {
    entity: "location",
    action: "approve",
    noun: "vendor's location",
    verb: "Approved",
  },
  "POST /api/locations/:id/reject": {
    entity: "location",
    action: "reject",
    noun: "vendor's location",
    verb: "Rejected",
  },
  "POST /api/stops/:id/approve-note": {
    entity: "stop",
    action: "approve",
    noun: "stop",
    verb: "Approved a vendor's note on",
  },
  "POST /api/stops/:id/reject-note": {
    entity: "stop",
    action: "reject",
    noun: "stop",
    verb: "Rejected a vendor's note on",
  },

  // Catering (requests and answers are public: logged only for a signed-in caller).
  "POST /api/catering-requests": {
    entity: "catering",
    action: "create",
    noun: "catering request",
  },
  "PUT /api/catering-requests/:id": {
    entity: "catering",
    action: "status",
    noun: "catering request",
  },
  "POST /api/catering-requests/:id/send": {
    entity: "catering",
    action: "send",
    noun: "catering request",
    verb: "Mailed the trucks of",
  },
  "POST /api/catering-requests/:id/matches": {
    entity: "catering",
    action: "add-match",
    noun: "catering request",
    verb: "Added a truck to",
  },
  "POST /api/catering-responses": {
    entity: "catering",
    action: "answer",
    summary: "Answered a catering request",
  },
};

/** Kinds of paths no table entry names yet (a new route), by their first segment. */
const ENTITY_OF_SEGMENT: Record<string, AuditEntity> = {
  auth: "session",
  account: "account",
  posts: "post",
  media: "media",
  categories: "taxonomy",
  "cuisine-tags": "taxonomy",
  "faq-categories": "taxonomy",
  faqs: "taxonomy",
  "domain-colors": "settings",
  "domain-options": "settings",
  "domain-socials": "settings",
  "domain-menu": "settings",
  "domain-error-pages": "settings",
  analytics: "settings",
  domains: "domain",
  users: "user",
  submissions: "submission",
  locations: "location",
  stops: "stop",
  "catering-requests": "catering",
  "catering-responses": "catering",
};

const ACTION_OF_METHOD: Record<string, string> = {
  POST: "create",
  PUT: "update",
  PATCH: "update",
  DELETE: "delete",
};

/** The table's entry of a route, else one guessed from its method and path; null: not logged. */
export function auditRouteOf(method: string, url: string): AuditRoute | null {
  const known = AUDIT_ROUTES[`${method} ${url}`];
  if (known) return known.skip ? null : known;
  const segment = url.split("/")[2] ?? "";
  const entity = ENTITY_OF_SEGMENT[segment];
  const action = ACTION_OF_METHOD[method];
  if (!entity || !action) return null;
  return { entity, action, noun: entity };
}
