import { POST_TYPES } from "@fooddir/contract";
import { bodyHasForm, bodyHasJoinBand } from "../blocks/render-body.tsx";

/**
 * Where a page shows the join band (decision 014): `end` above the footer, `block` at the
 * page's first Join band block, `none` nowhere.
 */
export type JoinBandPlace = "end" | "block" | "none";

type PageOfBand = {
  /** The home page (`/`). */
  isHome: boolean;
  /** The post's type; null when the home page has no post yet. */
  postTypeId: number | null | undefined;
  /** The post's body (a read document) or null. */
  body: unknown;
};

/** Post types that never show the band: a member's page is about the member, a post is news. */
const WITHOUT_BAND: ReadonlySet<number> = new Set([POST_TYPES.member, POST_TYPES.blog]);

/**
 * The band shows at most once per page, and only where it belongs: on the home page (above the
 * footer, or at its Join band block) and on a page that opts in with a Join band block. Never on
 * a member page or blog post, and never beside another form (a body with a Form block, like
 * /contact). /members shows it above the footer (routes/public/members.tsx); the error pages
 * never do.
 */
export function joinBandPlace({ isHome, postTypeId, body }: PageOfBand): JoinBandPlace {
  if (postTypeId != null && WITHOUT_BAND.has(postTypeId)) return "none";
  if (bodyHasForm(body)) return "none";
  if (bodyHasJoinBand(body)) return "block";
  return isHome ? "end" : "none";
}
