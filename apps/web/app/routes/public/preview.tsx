import { useRouteLoaderData } from "react-router";
import { PreviewRibbon } from "../../components/public/PreviewRibbon.tsx";
import { PublicPost } from "../../components/public/PublicPost.tsx";
import { siteTimeZone } from "../../lib/blog.ts";
import { previewLoader } from "../../lib/preview.server.ts";
import { PREVIEW_HEADERS } from "../../lib/preview.ts";
import { publicPostMeta } from "../../lib/public-post.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { rootSiteData } from "../../lib/site-meta.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/preview";
import "../../styles/preview.css";

/**
 * `/preview/{token}`: a post, a draft included, as its public page would show it, from a link
 * the team copied (POST /api/posts/{id}/preview-link; issue 24). Server-rendered without
 * scripts, under a "Preview" ribbon; private, never page-cached, never indexed. A token the API
 * refuses is the site's 404. Forms on the page are shown but do not send (no action here).
 */
export const handle: RouteHandle = { hydrate: false };

export const loader = (args: Route.LoaderArgs) => previewLoader(args);

export function headers() {
  return new Headers(PREVIEW_HEADERS);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootSiteData(matches);
  return publicPostMeta(root, loaderData?.page, { preview: true });
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const { page, expiresAt, publishAt } = loaderData;
  return (
    <>
      <PreviewRibbon
        postStatusId={page.post?.post_status_id ?? 0}
        expiresAt={expiresAt}
        timeZone={siteTimeZone(site?.options)}
      />
      <PublicPost page={page} structuredData={false} publishAt={publishAt} />
    </>
  );
}
