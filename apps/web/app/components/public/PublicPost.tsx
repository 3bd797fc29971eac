import { POST_TYPES, type Post, publicPath } from "@fooddir/contract";
import { useRouteLoaderData } from "react-router";
import { CateringFormContext } from "../../blocks/catering-form.ts";
import { BlockBody, bodyHasHero } from "../../blocks/render-body.tsx";
import { siteTimeZone } from "../../lib/blog.ts";
import { memberCalendarPath } from "../../lib/calendar-links.ts";
import { joinBandPlace } from "../../lib/join-band.ts";
import type { PublicFormAnswer } from "../../lib/public-form.server.ts";
import type { PublicPostData } from "../../lib/public-post.server.ts";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  crumbsOf,
  faqJsonLd,
  homeJsonLd,
  memberJsonLd,
} from "../../lib/seo.ts";
import { stopEventsJsonLd } from "../../lib/stop-json-ld.ts";
import type { MemberStopsData } from "../../lib/stops.server.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { ClaimLink } from "./ClaimLink.tsx";
import { JOIN_BAND_ID, JoinBand } from "./JoinBand.tsx";
import { JsonLd } from "./JsonLd.tsx";
import { MemberBooking } from "./MemberBooking.tsx";
import { MemberMenu } from "./MemberMenu.tsx";
import { MemberProfile } from "./MemberProfile.tsx";
import { MemberStops } from "./MemberStops.tsx";
import { PostByline } from "./PostByline.tsx";
import { PostHero } from "./PostHero.tsx";

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

/**
 * A post as its public page shows it, whatever its type (page, member with profile, next stops
 * and menu, blog post with byline): the page route renders it, and the preview page renders a
 * draft with it. `structuredData` off leaves out the JSON-LD (a preview is not for machines).
 */
export function PublicPost({
  page,
  formStates,
  structuredData = true,
  publishAt,
}: {
  page: PublicPostData;
  formStates?: PublicFormAnswer["formStates"];
  structuredData?: boolean;
  /** A preview's: when the scheduler publishes the (unpublished) post. */
  publishAt?: string | null;
}) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const { post, isHome, stops } = page;
  const body = post?.post_body;
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
        <PostByline post={post} publishAt={publishAt} timeZone={siteTimeZone(site?.options)} />
      ) : null}
      {post?.post_type_id === POST_TYPES.member ? <MemberProfile profile={post.profile} /> : null}
      {post?.post_type_id === POST_TYPES.member ? (
        <MemberBooking href={page.booking} title={post.attributes.title} />
      ) : null}
      {stops && post ? (
        <MemberStops
          stops={stops.stops}
          timeZone={stops.timeZone}
          feed={{
            path: memberCalendarPath(publicPath(post.attributes.url)),
            origin: site?.origin,
          }}
        />
      ) : null}
      <CateringFormContext.Provider value={page.cateringForm}>
        <BlockBody body={body} formStates={formStates} joinBand={band === "block"} />
      </CateringFormContext.Provider>
      {post?.post_type_id === POST_TYPES.member ? (
        <MemberMenu menu={post.profile?.menu} currency={site?.options?.currency} />
      ) : null}
      {post?.post_type_id === POST_TYPES.member && !post.claimed ? (
        <ClaimLink memberId={post.id} />
      ) : null}
      {/* The join band only where it belongs, at most once (lib/join-band.ts, decision 014). */}
      {band === "end" ? <JoinBand state={formStates?.[JOIN_BAND_ID]} /> : null}
      {post && structuredData ? <StructuredData post={post} isHome={isHome} stops={stops} /> : null}
    </article>
  );
}
