import type { BlockMedia, Post, ResolvedMember, SearchHighlight } from "@fooddir/contract";
import { publicPath } from "@fooddir/contract";
import { safeHref, safeSrc } from "../blocks/shared.tsx";
import type { ImageSource } from "./responsive-image.ts";

/** What a member card (components/public/MemberGrid.tsx) shows. */
export type MemberCard = {
  id: number;
  title: string;
  /** The member's page; "" when a block's link was unsafe (the card is then not a link). */
  href: string;
  description: string;
  poster: (ImageSource & { alt: string }) | null;
  logo: ImageSource | null;
  cuisines: string[];
  /** On a search's results: the title and a passage with the matched words marked. */
  highlight?: SearchHighlight;
};

const sourceOf = (media: BlockMedia): ImageSource => ({
  url: media.url,
  width: media.width,
  height: media.height,
  thumbnail_url: media.thumbnail_url,
});

/** The one mapping to a card: a poster without alt text is described by the member's name. */
function cardOf(
  member: Omit<ResolvedMember, "url"> & { href: string; highlight?: SearchHighlight },
): MemberCard {
  return {
    ...(member.highlight ? { highlight: member.highlight } : {}),
    id: member.id,
    title: member.title,
    href: member.href,
    description: member.description,
    poster: member.poster
      ? { ...sourceOf(member.poster), alt: member.poster.alt || member.title }
      : null,
    logo: member.logo ? sourceOf(member.logo) : null,
    cuisines: member.cuisines,
  };
}

/**
 * Cards for the given member ids, in that order (spec §5: only members found among the loaded
 * posts are shown; an id without a loaded post is skipped). Without ids, every loaded member.
 */
export function memberCards(posts: readonly Post[], ids?: readonly number[]): MemberCard[] {
  const byId = new Map(posts.map((p) => [p.id, p]));
  const chosen = ids ? ids.map((id) => byId.get(id)).filter((p): p is Post => Boolean(p)) : posts;
  return chosen.map((post) =>
    cardOf({
      id: post.id,
      title: post.attributes.title,
      href: publicPath(post.attributes.url),
      description: post.attributes.description,
      poster: post.media.poster,
      logo: post.media.logo,
      cuisines: post.external_data.cuisines.map((c) => c.title),
      highlight: post.highlight,
    }),
  );
}

/** A media item with its sources checked again, or null without a safe URL. */
function safeMedia(media: BlockMedia | null): BlockMedia | null {
  const url = safeSrc(media?.url);
  return media && url ? { ...media, url, thumbnail_url: safeSrc(media.thumbnail_url) ?? "" } : null;
}

/**
 * The card of a member the API resolved for a member-grid block. The block may be handed data
 * that never passed the API's write checks: its link and image sources are checked again.
 */
export function resolvedMemberCard(member: ResolvedMember): MemberCard {
  return cardOf({
    ...member,
    href: safeHref(member.url) ?? "",
    poster: safeMedia(member.poster),
    logo: safeMedia(member.logo),
  });
}
