import { PostList } from "../../../components/content/PostList.tsx";
import { PanelError } from "../../../components/panel/PanelError.tsx";
import { sectionFromPath } from "../../../lib/content/sections.ts";
import { useSection } from "../../../lib/content/use-section-post.ts";
import type { Route } from "./+types/list";

export function meta({ location }: Route.MetaArgs) {
  return [{ title: sectionFromPath(location.pathname)?.title ?? "Content" }];
}

export const ErrorBoundary = PanelError;

/** /panel/{section}: one module for the six content sections (the section is the path). */
export default function ContentList() {
  const config = useSection();
  return <PostList key={config.section} config={config} />;
}
