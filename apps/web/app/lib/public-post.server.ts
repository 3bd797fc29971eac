import { POST_TYPES, type Post } from "@fooddir/contract";
import type { RouterContextProvider } from "react-router";
import type { CateringFormData } from "../blocks/catering-form.ts";
import { bodyHasForm } from "../blocks/render-body.tsx";
import { sanitizeBody } from "../blocks/sanitize-body.server.ts";
import { cateringFormData } from "./catering-form.server.ts";
import { cateringFormPath } from "./catering-page.server.ts";
import { nowOf } from "./clock.server.ts";
import { type MemberStopsData, memberStopsData } from "./stops.server.ts";

/** What a post's public page renders (components/public/PublicPost.tsx). */
export type PublicPostData = {
  /** The post as a public read returns it (body in its read form), null for a missing home page. */
  post: Post | null;
  isHome: boolean;
  stops: MemberStopsData | null;
  cateringForm: CateringFormData | null;
  /**
   * A member page's "Book this truck": the path of the site's catering form, when the member
   * offers catering and the site has the form (issue 38); null otherwise.
   */
  booking?: string | null;
};

/**
 * The data of a post's public page around the post itself (the page route and the preview
 * page share it): its body made safe, a member's next stops and the "Book a truck" form's
 * options, and `expiresAt`, when the page goes stale (a stop's start or end, local midnight).
 */
export async function publicPostData(
  context: Readonly<RouterContextProvider>,
  request: Request,
  read: Post | null,
  isHome: boolean,
): Promise<{ page: PublicPostData; expiresAt: number | undefined }> {
  const post = read ? { ...read, post_body: sanitizeBody(read.post_body) } : null;
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
  const booking =
    post?.post_type_id === POST_TYPES.member && post.offers_catering
      ? await cateringFormPath(context, request)
      : null;
  const expiries = [stops?.expiresAt, catering?.expiresAt].filter((v) => v !== undefined);
  return {
    page: { post, isHome, stops, cateringForm: catering?.form ?? null, booking },
    expiresAt: expiries.length > 0 ? Math.min(...expiries) : undefined,
  };
}
