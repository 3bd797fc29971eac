import { POST_STATUSES, type Post } from "@fooddir/contract";
import { authorName, postDate } from "../../lib/blog.ts";
import "../../styles/blog.css";

type Props = {
  post: Pick<Post, "published_at" | "created_at" | "author" | "post_status_id">;
  /** When the scheduler publishes the post (a preview of an unpublished one), or null. */
  publishAt?: string | null;
  timeZone?: string;
};

/**
 * Under a blog post's title: when it was first published (a `<time>` with the instant) and who
 * wrote it. A post that is not published (a preview) says when it is scheduled to be, or that it
 * is not published yet, never "Published" (issue 38). Nothing without a date or an author to show.
 */
export function PostByline({ post, publishAt, timeZone }: Props) {
  const published = post.post_status_id === POST_STATUSES.published;
  const date = published
    ? postDate(post.published_at ?? post.created_at, timeZone)
    : postDate(publishAt, timeZone);
  const author = authorName(post);
  const when = date ? (
    <>
      {published ? "Published" : "Scheduled to be published"}{" "}
      <time dateTime={date.iso}>{date.text}</time>
    </>
  ) : published ? null : (
    "Not published yet"
  );
  if (!when && !author) return null;
  return (
    <div className="site-container">
      <p className="post-byline">
        {when}
        {when && author ? " by " : null}
        {!when && author ? "By " : null}
        {author ? <span className="post-byline__author">{author}</span> : null}
      </p>
    </div>
  );
}
