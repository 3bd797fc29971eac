import { NotBuiltYet } from "../../components/panel/NotBuiltYet.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { validateRoute } from "../../lib/route-validation.ts";
import type { Route } from "./+types/user";

export function loader({ params, request }: Route.LoaderArgs) {
  validateRoute(params, request);
  return { id: Number(params.id) };
}

export const ErrorBoundary = PanelError;

export default function UserEdit({ loaderData }: Route.ComponentProps) {
  return <NotBuiltYet title={`User #${loaderData.id}`} />;
}
