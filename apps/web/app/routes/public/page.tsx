import { API_PATHS, type Post } from "@fooddir/contract";
import { data } from "react-router";
import { PublicPost } from "../../components/public/PublicPost.tsx";
import { failOnServerError, serverApi } from "../../lib/api/server.server.ts";
import { redirectFromOldUrl, throwNotFound } from "../../lib/not-found.server.ts";
import { pageExpiryHeaders, passPageExpiry } from "../../lib/page-expiry.ts";
import { publicFormAction } from "../../lib/public-form.server.ts";
import { publicPostData } from "../../lib/public-post.server.ts";
import { publicPostMeta } from "../../lib/public-post.ts";
import { rootSiteData } from "../../lib/site-meta.ts";
import type { Route } from "./+types/page";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = (params as { slug?: string; "*"?: string }).slug ?? params["*"] ?? "";
  const url = slug ? `/${slug}` : "/";
  // The published post at the url (its body in its read form: media items, `resolved`).
  const result = await serverApi(
    context,
    request,
  )<Post>(`${API_PATHS.postByUrl}?url=${encodeURIComponent(url)}`);
  failOnServerError(result);
  if (result.status === 404 && slug) {
    await redirectFromOldUrl(context, request, url);
    await throwNotFound(context, request);
  }
  const { page, expiresAt } = await publicPostData(context, request, result.data, !slug);
  return data(page, { headers: expiresAt !== undefined ? pageExpiryHeaders(expiresAt) : {} });
}

/** The page's expiry for the page cache (lib/page-expiry.ts). */
export const headers = passPageExpiry;

/** A Form block's or the join band's post (lib/public-form.server.ts). */
export const action = publicFormAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootSiteData(matches);
  return publicPostMeta(root, loaderData);
}

export default function PublicPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PublicPost page={loaderData} formStates={actionData?.formStates} />;
}
