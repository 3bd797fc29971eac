import { API_PATHS, POST_TYPES, type Post, publicPath } from "@fooddir/contract";
import { data, useRouteLoaderData } from "react-router";
import { CateringFormContext } from "../../blocks/catering-form.ts";
import { BlockBody, bodyHasForm, bodyHasHero } from "../../blocks/render-body.tsx";
import { sanitizeBody } from "../../blocks/sanitize-body.server.ts";
import { JOIN_BAND_ID, JoinBand } from "../../components/public/JoinBand.tsx";
import { JsonLd } from "../../components/public/JsonLd.tsx";
import { MemberMenu } from "../../components/public/MemberMenu.tsx";
import { MemberProfile } from "../../components/public/MemberProfile.tsx";
import { MemberStops } from "../../components/public/MemberStops.tsx";
import { PostByline } from "../../components/public/PostByline.tsx";
import { PostHero } from "../../components/public/PostHero.tsx";
import { failOnServerError, serverApi } from "../../lib/api/server.server.ts";
import { siteTimeZone } from "../../lib/blog.ts";
import { cateringFormData } from "../../lib/catering-form.server.ts";
import { nowOf } from "../../lib/clock.server.ts";
import { joinBandPlace } from "../../lib/join-band.ts";
import { redirectFromOldUrl, throwNotFound } from "../../lib/not-found.server.ts";
import { pageExpiryHeaders, passPageExpiry } from "../../lib/page-expiry.ts";
import { publicFormAction } from "../../lib/public-form.server.ts";
import {
  blogFeedLink,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  crumbsOf,
  faqJsonLd,
  homeJsonLd,
  memberJsonLd,
  seoMeta,
} from "../../lib/seo.ts";
import type { SiteData } from "../../lib/site-data.server.ts";
import { stopEventsJsonLd } from "../../lib/stop-json-ld.ts";
import { type MemberStopsData, memberStopsData } from "../../lib/stops.server.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/page";

/** A published post as by-url returns it (the body in its read form: media items, `resolved`). */
type PublicPost = Post;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = (params as { slug?: string; "*"?: string }).slug ?? params["*"] ?? "";
  const url = slug ? `/${slug}` : "/";
  const result = await serverApi(
    context,
    request,
  )<PublicPost>(`${API_PATHS.postByUrl}?url=${encodeURIComponent(url)}`);
  failOnServerError(result);
  if (result.status === 404 && slug) {
    await redirectFromOldUrl(context, request, url);
    await throwNotFound(context, request);
  }
  const post = result.data
    ? { ...result.data, post_body: sanitizeBody(result.data.post_body) }
    : null;
  // A member's next stops: the page then goes stale at their next start or end, or midnight.
  const stops =
    post?.post_type_id === POST_TYPES.member
      ? await memberStopsData(context, request, post, nowOf(context))
      : null;
  // "Book a truck" offers the site's cuisines and starts at today: stale at local midnight.
  const catering =
    post && bodyHasForm(post.post_body, "catering")
      ? await cateringFormData(context, request, nowOf(context))
      : null;
  const expiries = [stops?.expiresAt, catering?.expiresAt].filter((v) => v !== undefined);
  return data(
    { post, isHome: !slug, stops, cateringForm: catering?.form ?? null },
    { headers: expiries.length > 0 ? pageExpiryHeaders(Math.min(...expiries)) : {} },
  );
}

/** The page's expiry for the page cache (lib/page-expiry.ts). */
export const headers = passPageExpiry;

/** A Form block's or the join band's post (lib/public-form.server.ts). */
export const action = publicFormAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined;
  const post = loaderData?.post;
  const siteName = root?.domain?.seo?.title || root?.domain?.name || "";
  const blog = post?.post_type_id === POST_TYPES.blog;
  const tags = seoMeta({
    siteName,
    title: loaderData?.isHome ? undefined : post?.attributes.title,
    description: post?.attributes.description || root?.domain?.seo?.description || "",
    origin: root?.origin ?? "",
    path: post ? publicPath(post.attributes.url) : "/",
    image: post?.media.poster ?? root?.options?.logo ?? null,
    noIndex: post?.no_index,
    noFollow: post?.no_follow,
    type: blog ? "article" : "website",
  });
  return blog ? [...tags, ...blogFeedLink(root?.origin ?? "", siteName)] : tags;
}

/** The structured data of a page: site on the home page, member, FAQs, breadcrumbs. */
function StructuredData({
  post,
  isHome,
  stops,
}: {
  post: Post;
  isHome: boolean;
  stops: MemberStopsData | null;
}) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const origin = site?.origin;
  if (!origin) return null;
  const path = publicPath(post.attributes.url);
  const items: Record<string, unknown>[] = [];
  if (isHome) {
    items.push(
      ...homeJsonLd({
        name: site.options?.title || site.domain?.name || "",
        origin,
        description: site.domain?.seo?.description,
        logoUrl: site.options?.logo?.url,
        email: site.options?.email,
        phone: site.options?.phone,
        address: site.options?.address,
        sameAs: site.socials.map((s) => s.link).filter((link) => /^https?:/i.test(link)),
      }),
    );
  } else {
    items.push(breadcrumbJsonLd(crumbsOf(post, path), origin));
  }
  if (post.post_type_id === POST_TYPES.member) {
    items.push(memberJsonLd(post, origin, path, site.options?.currency));
  }
  if (post.post_type_id === POST_TYPES.blog) {
    const publisher = site.options?.title || site.domain?.name || "";
    items.push(blogPostingJsonLd(post, origin, path, publisher));
  }
  if (stops) items.push(...stopEventsJsonLd(stops.stops, origin));
  const faqs = faqJsonLd(post.post_body);
  if (faqs) items.push(faqs);
  return <JsonLd data={items} />;
}

export default function PublicPage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const { post, isHome, stops } = loaderData;
  const body = post?.post_body;
  const structured = post ? <StructuredData post={post} isHome={isHome} stops={stops} /> : null;
  const band = joinBandPlace({ isHome, postTypeId: post?.post_type_id, body });
  return (
    <article>
      {/* A body that opens with a Hero block brings the page's h1 and its own image. */}
      {bodyHasHero(body) ? null : (
        <PostHero
          post={post}
          isHome={isHome}
          siteName={site?.options?.title || site?.domain?.name || ""}
          siteDescription={site?.domain?.seo?.description}
        />
      )}
      {post?.post_type_id === POST_TYPES.blog ? (
        <PostByline post={post} timeZone={siteTimeZone(site?.options)} />
      ) : null}
      {post?.post_type_id === POST_TYPES.member ? <MemberProfile profile={post.profile} /> : null}
      {stops ? <MemberStops stops={stops.stops} timeZone={stops.timeZone} /> : null}
      <CateringFormContext.Provider value={loaderData.cateringForm}>
        <BlockBody body={body} formStates={actionData?.formStates} joinBand={band === "block"} />
      </CateringFormContext.Provider>
      {post?.post_type_id === POST_TYPES.member ? (
        <MemberMenu menu={post.profile?.menu} currency={site?.options?.currency} />
      ) : null}
      {/* The join band only where it belongs, at most once (lib/join-band.ts, decision 014). */}
      {band === "end" ? <JoinBand state={actionData?.formStates[JOIN_BAND_ID]} /> : null}
      {structured}
    </article>
  );
}
