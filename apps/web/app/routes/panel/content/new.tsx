import { PostForm } from "../../../components/content/PostForm.tsx";
import { PanelError } from "../../../components/panel/PanelError.tsx";
import { sectionFromPath } from "../../../lib/content/sections.ts";
import { useSection } from "../../../lib/content/use-section-post.ts";
import type { Route } from "./+types/new";

export function meta({ location }: Route.MetaArgs) {
  const config = sectionFromPath(location.pathname);
  return [{ title: config ? `New ${config.singular}` : "New" }];
}

export const ErrorBoundary = PanelError;

export default function ContentNew() {
  const config = useSection();
  return <PostForm key={config.section} config={config} />;
}
