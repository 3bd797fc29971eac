import { PostCardBody } from "../../blocks/PostCardBody.tsx";
import { type BlogCard, postDate } from "../../lib/blog.ts";
import { gridClasses } from "../../lib/grid-columns.ts";
import { IMAGE_SLOTS, imageAttrs } from "../../lib/responsive-image.ts";

type Props = { cards: BlogCard[]; timeZone?: string };

/** One post of the blog index: poster, title (the link of the whole card), date, excerpt. */
function BlogCardItem({
  card,
  eager,
  timeZone,
}: {
  card: BlogCard;
  eager: boolean;
  timeZone?: string;
}) {
  return (
    <li className="blk-post">
      <article className="blk-post__card">
        {card.poster ? (
          <img
            className="blk-post__poster"
            {...imageAttrs(card.poster, IMAGE_SLOTS.card)}
            // The title says what the post is; the poster only illustrates it.
            alt=""
            {...(eager
              ? { fetchPriority: "high" as const }
              : { loading: "lazy" as const, decoding: "async" as const })}
          />
        ) : null}
        <PostCardBody
          href={card.href}
          title={card.title}
          date={postDate(card.published, timeZone)}
          text={card.excerpt}
        />
      </article>
    </li>
  );
}

/**
 * The cards of a page of the blog, styled like the Latest posts block (blocks.css `blk-post*`);
 * plain links and images, no client JavaScript; the columns fill the rows (lib/grid-columns.ts).
 */
export function BlogCards({ cards, timeZone }: Props) {
  return (
    <ul className={`blk-posts__grid ${gridClasses(cards.length)}`}>
      {cards.map((card, index) => (
        <BlogCardItem key={card.id} card={card} eager={index === 0} timeZone={timeZone} />
      ))}
    </ul>
  );
}
