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

/** The kind of thing a path names, by its first segment (plain writes and routes not in the table). */
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

/** The kind and action of a route from its method and first path segment; null: unknown. */
function guessed(method: string, url: string): { entity: AuditEntity; action: string } | null {
  const entity = ENTITY_OF_SEGMENT[url.split("/")[2] ?? ""];
  const action = ACTION_OF_METHOD[method];
  return entity && action ? { entity, action } : null;
}

const NAMED_ROUTES: Record<string, AuditRoute> = {
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

  // Media.
  "POST /api/media": { entity: "media", action: "create", noun: "image", verb: "Uploaded" },

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

  // Domains.
  "PUT /api/domains": {
    entity: "domain",
    action: "update",
    summary: "Changed the site's SEO title and description",
  },

  // Users.
  "POST /api/users": { entity: "user", action: "create", noun: "user", verb: "Invited" },

  // Where the trucks are.
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

/**
 * The plain writes, by the noun their summaries use: each creates (POST), updates (PUT, PATCH)
 * or deletes (DELETE) one thing of the kind its path names, as auditRouteOf guesses for a route
 * no table entry names.
 */
const PLAIN_WRITES: Record<string, string> = {
  // Taxonomy.
  "POST /api/categories": "category",
  "DELETE /api/categories/:id": "category",
  "POST /api/cuisine-tags": "cuisine tag",
  "PUT /api/cuisine-tags/:id": "cuisine tag",
  "DELETE /api/cuisine-tags/:id": "cuisine tag",
  "POST /api/faq-categories": "FAQ category",
  "DELETE /api/faq-categories/:id": "FAQ category",
  "POST /api/faqs": "FAQ",
  "PATCH /api/faqs/:id": "FAQ",
  "DELETE /api/faqs/:id": "FAQ",
  // Media.
  "PUT /api/media/:id": "image",
  "DELETE /api/media/:id": "image",
  // Site settings.
  "POST /api/domain-socials": "social link",
  "PUT /api/domain-socials/:id": "social link",
  "DELETE /api/domain-socials/:id": "social link",
  "POST /api/analytics": "analytics tag",
  "PUT /api/analytics/:id": "analytics tag",
  "DELETE /api/analytics/:id": "analytics tag",
  // Domains.
  "POST /api/domains": "site",
  // Users.
  "PUT /api/users/:id": "user",
  "DELETE /api/users/:id": "user",
  // Submissions (sending one is public: logged only when a signed-in user sends it).
  "POST /api/submissions": "form submission",
  "DELETE /api/submissions/:id": "form submission",
  // Where the trucks are.
  "POST /api/locations": "location",
  "PUT /api/locations/:id": "location",
  "DELETE /api/locations/:id": "location",
  "POST /api/stops": "stop",
  "PUT /api/stops/:id": "stop",
  "DELETE /api/stops/:id": "stop",
  // Catering (a request is public: logged only for a signed-in caller).
  "POST /api/catering-requests": "catering request",
};

/** Every writing route the log names: the named ones and the plain writes. */
export const AUDIT_ROUTES: Record<string, AuditRoute> = {
  ...NAMED_ROUTES,
  ...Object.fromEntries(
    Object.entries(PLAIN_WRITES).map(([route, noun]) => {
      const [method, url] = route.split(" ");
      return [route, { ...(guessed(method, url) as AuditRoute), noun }];
    }),
  ),
};

/** The table's entry of a route, else one guessed from its method and path; null: not logged. */
export function auditRouteOf(method: string, url: string): AuditRoute | null {
  const known = AUDIT_ROUTES[`${method} ${url}`];
  if (known) return known.skip ? null : known;
  const guess = guessed(method, url);
  return guess && { ...guess, noun: guess.entity };
}
