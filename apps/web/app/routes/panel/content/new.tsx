import { useLocation } from "react-router";
import { PostForm } from "../../../components/content/PostForm.tsx";
import { PanelError } from "../../../components/panel/PanelError.tsx";
import { sectionFromPath } from "../../../lib/content/sections.ts";
import type { Route } from "./+types/new";

export function meta({ location }: Route.MetaArgs) {
  const config = sectionFromPath(location.pathname);
  return [{ title: config ? `New ${config.singular}` : "New" }];
}

export const ErrorBoundary = PanelError;

export default function ContentNew() {
  const { pathname } = useLocation();
  const config = sectionFromPath(pathname);
  if (!config) throw new Error(`Unknown content section: ${pathname}`);
  return <PostForm key={config.section} config={config} />;
}
