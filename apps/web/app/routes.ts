import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Content sections of spec §2; each shares the list / form / build modules. */
const CONTENT_SECTIONS = ["pages", "members", "cuisines", "showcases", "caterings", "blog"];

const contentRoutes = CONTENT_SECTIONS.flatMap((section) => [
  route(section, "routes/panel/content/list.tsx", { id: `content-${section}-list` }),
  route(`${section}/new`, "routes/panel/content/new.tsx", { id: `content-${section}-new` }),
  route(`${section}/:id`, "routes/panel/content/edit.tsx", { id: `content-${section}-edit` }),
  route(`${section}/:id/build`, "routes/panel/content/build.tsx", {
    id: `content-${section}-build`,
  }),
]);

export default [
  // auth layout: Mantine, hydrated
  layout("routes/auth/layout.tsx", [
    route("team-login", "routes/auth/team-login.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("change-password", "routes/auth/change-password.tsx"),
    // The pages of mailed links, one module (its table of pages by path).
    ...["confirm-email", "revert-email", "accept-invitation"].map((path) =>
      route(path, "routes/auth/email-link.tsx", { id: `email-link-${path}` }),
    ),
  ]),
  // panel layout: Mantine AppShell, hydrated, guarded by the auth middleware
  route("panel", "routes/panel/layout.tsx", [
    index("routes/panel/dashboard.tsx"),
    route("users", "routes/panel/users.tsx"),
    route("users/create", "routes/panel/user-create.tsx"),
    route("users/:id", "routes/panel/user.tsx"),
    route("profile", "routes/panel/profile.tsx"),
    route("create-domain", "routes/panel/create-domain.tsx"),
    ...contentRoutes,
    route("cuisine-tags", "routes/panel/cuisine-tags.tsx"),
    route("locations", "routes/panel/locations.tsx"),
    route("schedule", "routes/panel/schedule.tsx"),
    route("media", "routes/panel/media.tsx"),
    route("faq", "routes/panel/faq.tsx"),
    route("site-options", "routes/panel/site-options.tsx"),
    route("submissions", "routes/panel/submissions.tsx"),
    route("catering-requests", "routes/panel/catering-requests.tsx"),
    route("catering-requests/:id", "routes/panel/catering-request.tsx"),
    route("audit-log", "routes/panel/audit-log.tsx"),
    route("reviews", "routes/panel/reviews.tsx"),
    // A vendor's own screens (role 4, decision 027).
    route("my-truck", "routes/panel/my-truck.tsx"),
    route("my-catering", "routes/panel/my-catering.tsx"),
    route("*", "routes/panel/fallback.tsx"),
  ]),
  // search engines: resource routes of the request's site
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  route("blog/feed.xml", "routes/public/blog-feed.ts"),
  route("calendar.ics", "routes/public/calendar-feed.ts"),
  // default layout: public pages, server-rendered without scripts
  // `/:slug?` is the spec's catch-all; the splat also takes nested slug paths (a/b), so every
  // unknown path reaches the public 404 page with the domain's layout.
  layout("routes/public/layout.tsx", [
    route("members", "routes/public/members.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("today", "routes/public/today.tsx"),
    // A member's calendar feed; inside the layout so an unknown member is the public 404.
    route("calendar/:member.ics", "routes/public/member-calendar-feed.tsx"),
    // A truck's answer to a catering request, from its mail's link (never page-cached).
    route("respond/:token", "routes/public/respond.tsx"),
    // A post (a draft too) through a preview link the team copied (never page-cached).
    route("preview/:token", "routes/public/preview.tsx"),
    // A vendor claims its listing: a code by mail, then a password (never page-cached).
    route("claim/:memberId", "routes/public/claim.tsx"),
    route(":slug?", "routes/public/page.tsx", { id: "public-page" }),
    route("*", "routes/public/page.tsx", { id: "public-page-nested" }),
  ]),
] satisfies RouteConfig;
