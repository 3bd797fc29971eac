import { API_PATHS, type Post, type PreviewMeta } from "@fooddir/contract";
import { data, type RouterContextProvider } from "react-router";
import { failOnServerError, serverApi } from "./api/server.server.ts";
import { throwNotFound } from "./not-found.server.ts";
import { PREVIEW_HEADERS } from "./preview.ts";
import { publicPostData } from "./public-post.server.ts";

type Args = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { token?: string };
};

const TOKEN_MAX = 1000;

/**
 * The preview page's data (GET /api/posts/preview?token=): the post as its public page would
 * render it, whatever its status, when the link expires and when the post is scheduled to be
 * published. A token the API refuses (forged,
 * expired, another site's, a trashed post) is the site's 404 page, sent with the same private,
 * noindex headers (server/site-listener.ts).
 */
export async function previewLoader({ request, context, params }: Args) {
  const token = params.token ?? "";
  if (token === "" || token.length > TOKEN_MAX) return throwNotFound(context, request);
  const result = await serverApi(
    context,
    request,
  )<Post>(`${API_PATHS.postPreview}?token=${encodeURIComponent(token)}`);
  failOnServerError(result);
  if (!result.data) return throwNotFound(context, request);
  const meta = (result.body as { meta?: Partial<PreviewMeta> } | null)?.meta;
  const isHome = result.data.attributes.url === "/";
  const { page } = await publicPostData(context, request, result.data, isHome);
  return data(
    { page, expiresAt: meta?.expires_at ?? null, publishAt: meta?.publish_at ?? null },
    { headers: PREVIEW_HEADERS },
  );
}
