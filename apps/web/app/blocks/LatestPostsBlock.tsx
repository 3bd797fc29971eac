import { gridClasses } from "../lib/grid-columns.ts";
import { IMAGE_SLOTS } from "../lib/responsive-image.ts";
import { PostCardBody } from "./PostCardBody.tsx";
import { MediaImage, Placeholder, safeHref, TitledSection } from "./shared.tsx";
import type { LatestPostsBlockProps } from "./types.ts";

const DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** `{ iso: "2025-03-01", text: "1 March 2025" }`, or null for a date that does not parse. */
function postDate(value: unknown) {
  if (typeof value !== "string") return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { iso: date.toISOString().slice(0, 10), text: DATE.format(date) };
}

/** The newest blog posts as cards: poster, title (a link), date and description. */
export function LatestPostsBlock({ title, resolved, editing }: LatestPostsBlockProps) {
  const posts = resolved?.posts ?? [];
  if (posts.length === 0) {
    return editing ? (
      <Placeholder label="Latest posts" hint="No published blog posts yet." />
    ) : null;
  }
  // Under the block's own title (an h2), the posts' titles are h3.
  const heading = title ? "h3" : "h2";
  return (
    <TitledSection className="blk-posts" title={title}>
      <ul className={`blk-posts__grid ${gridClasses(posts.length)}`}>
        {posts.map((post) => (
          <li key={post.id} className="blk-post">
            <article className="blk-post__card">
              <MediaImage
                className="blk-post__poster"
                media={post.poster}
                alt=""
                slot={IMAGE_SLOTS.card}
              />
              <PostCardBody
                heading={heading}
                href={safeHref(post.url)}
                title={post.title}
                date={postDate(post.created_at)}
                text={post.description}
              />
            </article>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
