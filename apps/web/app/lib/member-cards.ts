import type { Post } from "@fooddir/contract";
import { publicPath } from "@fooddir/contract";
import type { ImageSource } from "./responsive-image.ts";

export type MemberCard = {
  id: number;
  title: string;
  href: string;
  description: string;
  poster: (ImageSource & { alt: string }) | null;
  logo: ImageSource | null;
  cuisines: string[];
};

const sourceOf = (media: NonNullable<Post["media"]["poster"]>): ImageSource => ({
  url: media.url,
  width: media.width,
  height: media.height,
  thumbnail_url: media.thumbnail_url,
});

/**
 * Cards for the given member ids, in that order (spec §5: only members found among the loaded
 * posts are shown; an id without a loaded post is skipped). Without ids, every loaded member.
 */
export function memberCards(posts: readonly Post[], ids?: readonly number[]): MemberCard[] {
  const byId = new Map(posts.map((p) => [p.id, p]));
  const chosen = ids ? ids.map((id) => byId.get(id)).filter((p): p is Post => Boolean(p)) : posts;
  return chosen.map((post) => ({
    id: post.id,
    title: post.attributes.title,
    href: publicPath(post.attributes.url),
    description: post.attributes.description,
    poster: post.media.poster
      ? {
          ...sourceOf(post.media.poster),
          alt: post.media.poster.alt || post.attributes.title,
        }
      : null,
    logo: post.media.logo ? sourceOf(post.media.logo) : null,
    cuisines: post.external_data.cuisines.map((c) => c.title),
  }));
}
