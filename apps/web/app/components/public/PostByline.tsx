import type { Post } from "@fooddir/contract";
import { authorName, postDate } from "../../lib/blog.ts";
import "../../styles/blog.css";

type Props = { post: Pick<Post, "published_at" | "created_at" | "author">; timeZone?: string };

/**
 * Under a blog post's title: when it was first published (a `<time>` with the instant) and who
 * wrote it. Nothing without a date or an author to show.
 */
export function PostByline({ post, timeZone }: Props) {
  const date = postDate(post.published_at ?? post.created_at, timeZone);
  const author = authorName(post);
  if (!date && !author) return null;
  return (
    <div className="site-container">
      <p className="post-byline">
        {date ? (
          <>
            Published <time dateTime={date.iso}>{date.text}</time>
          </>
        ) : null}
        {date && author ? " by " : null}
        {!date && author ? "By " : null}
        {author ? <span className="post-byline__author">{author}</span> : null}
      </p>
    </div>
  );
}
