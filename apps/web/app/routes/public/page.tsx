import { data, useRouteLoaderData } from "react-router";
import { serverApi } from "../../lib/api/server.server.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/page";

type PublicPost = {
  id: number;
  attributes?: { title?: string; url?: string; description?: string };
  media?: { poster?: { url?: string; alt?: string } | null };
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = (params as { slug?: string; "*"?: string }).slug ?? params["*"] ?? "";
  const url = slug ? `/${slug}` : "/";
  const result = await serverApi(
    context,
    request,
  )<PublicPost>(`/api/posts/by-url?url=${encodeURIComponent(url)}`);
  if (result.status === 404 && slug) {
    const { pathname, search } = new URL(request.url);
    throw data(`Page not found: ${pathname}${search}`, { status: 404, statusText: "Not Found" });
  }
  return { post: result.data, isHome: !slug };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { domain?: { name?: string; seo?: { title?: string; description?: string } } | null }
    | undefined;
  const siteName = root?.domain?.seo?.title || root?.domain?.name || "";
  const postTitle = loaderData?.post?.attributes?.title;
  const description =
    loaderData?.post?.attributes?.description || root?.domain?.seo?.description || "";
  return [
    { title: postTitle && !loaderData?.isHome ? `${postTitle} | ${siteName}` : siteName },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}

export default function PublicPage({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const { post, isHome } = loaderData;
  const name = site?.options?.title || site?.domain?.name || "";
  const title = post?.attributes?.title || name;
  const description = post?.attributes?.description || site?.domain?.seo?.description;
  const poster = post?.media?.poster;
  return (
    <article>
      <section className={isHome ? "hero hero--home" : "hero"}>
        <div className="site-container">
          {isHome && post?.attributes?.title && post.attributes.title !== name ? (
            <p className="hero__eyebrow">{name}</p>
          ) : null}
          <h1 className="hero__title">{title}</h1>
          {description ? <p className="hero__lead">{description}</p> : null}
          {isHome ? (
            <a className="button" href="/members">
              View all members
            </a>
          ) : null}
        </div>
      </section>
      {poster?.url ? (
        <div className="site-container">
          <img className="page-poster" src={poster.url} alt={poster.alt || ""} />
        </div>
      ) : null}
    </article>
  );
}
