import { data } from "react-router";
import { NotBuiltYet } from "../../components/panel/NotBuiltYet.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import type { Route } from "./+types/fallback";

/** Panel sections of spec §2 whose screens are still to come. */
export const PLANNED_SECTIONS: Record<string, string> = {
  "create-domain": "Create domain",
  profile: "Profile",
  "site-options": "Site options",
  submissions: "Submissions",
  users: "Users",
};

/** /panel/{slug...}: a planned section shows "not built yet"; anything else is a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const section = (params["*"] ?? "").split("/")[0] ?? "";
  const title = PLANNED_SECTIONS[section];
  if (!title) {
    const url = new URL(request.url);
    throw data(`Page not found: ${url.pathname}${url.search}`, { status: 404 });
  }
  return { title };
}

export const ErrorBoundary = PanelError;

export default function PanelFallback({ loaderData }: Route.ComponentProps) {
  return <NotBuiltYet title={loaderData.title} />;
}
