import type { ReactNode } from "react";

type Props = {
  /** The title's heading: h2, or h3 under a block's own title. */
  heading?: "h2" | "h3";
  href: string | undefined;
  title: ReactNode;
  date: { iso: string; text: string } | null;
  text: string | null | undefined;
};

/** The words of a post card (blocks.css `blk-post*`): the title as its link, the date, a text. */
export function PostCardBody({ heading: Title = "h2", href, title, date, text }: Props) {
  return (
    <div className="blk-post__body">
      <Title className="blk-post__title">
        <a href={href} className="blk-post__link">
          {title}
        </a>
      </Title>
      {date ? (
        <time className="blk-post__date" dateTime={date.iso}>
          {date.text}
        </time>
      ) : null}
      {text ? <p className="blk-post__text">{text}</p> : null}
    </div>
  );
}
