import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // auth layout: Mantine, hydrated
  layout("routes/auth/layout.tsx", [
    route("team-login", "routes/auth/team-login.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("change-password", "routes/auth/change-password.tsx"),
  ]),
  // panel layout: Mantine AppShell, hydrated, guarded by the auth middleware
  route("panel", "routes/panel/layout.tsx", [
    index("routes/panel/dashboard.tsx"),
    route("users/:id", "routes/panel/user.tsx"),
    route("*", "routes/panel/fallback.tsx"),
  ]),
  // default layout: public pages, server-rendered without scripts
  // `/:slug?` is the spec's catch-all; the splat also takes nested slug paths (a/b), so every
  // unknown path reaches the public 404 page with the domain's layout.
  layout("routes/public/layout.tsx", [
    route(":slug?", "routes/public/page.tsx", { id: "public-page" }),
    route("*", "routes/public/page.tsx", { id: "public-page-nested" }),
  ]),
] satisfies RouteConfig;
