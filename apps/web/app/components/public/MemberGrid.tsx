import { gridClasses } from "../../lib/grid-columns.ts";
import type { MemberCard } from "../../lib/member-cards.ts";
import { IMAGE_SLOTS, imageAttrs } from "../../lib/responsive-image.ts";
import { SharedMarkup } from "../SharedMarkup.tsx";
import { MarkedText } from "./MarkedText.tsx";

type Props = {
  cards: MemberCard[];
  /** The cards' heading level: 2 on their own (/members), 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Show a placeholder where a poster is missing (signed-in team members only). */
  placeholders?: boolean;
  /** The first card's poster is above the fold: load it at once, the others lazily. */
  eagerFirst?: boolean;
};

type CardProps = Required<Omit<Props, "cards">> & { card: MemberCard };

/**
 * One member in the grid, its markup shared by every page that lists the same card
 * (SharedMarkup), except the first card of a page whose poster loads at once: React puts that
 * image's hint into the page's own head.
 */
function MemberCardItem(props: CardProps) {
  return (
    <SharedMarkup
      as="li"
      className="blk-member"
      kind="member-card"
      input={props}
      render={() => <MemberCardLink {...props} />}
      shared={!props.eagerFirst}
    />
  );
}

/** One member: poster (or a placeholder), round logo, name, description, cuisine names. */
function MemberCardLink({ card, headingLevel, placeholders, eagerFirst }: CardProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <a href={card.href || undefined} className="blk-member__link">
      <div className="blk-member__media">
        {card.poster ? (
          <img
            className="blk-member__poster"
            {...imageAttrs(card.poster, IMAGE_SLOTS.card)}
            alt={card.poster.alt}
            {...(eagerFirst
              ? { fetchPriority: "high" as const }
              : { loading: "lazy" as const, decoding: "async" as const })}
          />
        ) : placeholders ? (
          <span className="blk-member__placeholder">No poster</span>
        ) : null}
        {card.logo ? (
          <img
            className="blk-member__logo"
            {...imageAttrs(card.logo, IMAGE_SLOTS.cardLogo, { small: true })}
            width={56}
            height={56}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="blk-member__body">
        <Heading className="blk-member__title">
          {card.highlight ? <MarkedText parts={card.highlight.title} /> : card.title}
        </Heading>
        {card.highlight?.excerpt.length ? (
          <p className="blk-member__text">
            <MarkedText parts={card.highlight.excerpt} />
          </p>
        ) : card.description ? (
          <p className="blk-member__text">{card.description}</p>
        ) : null}
        {card.cuisines.length > 0 ? (
          <ul className="blk-member__cuisines" aria-label="Cuisines">
            {card.cuisines.map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat
              <li key={`${i}-${name}`}>{name}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </a>
  );
}

/**
 * The member cards of /members, the member-grid block and the not-found page: plain links and
 * images, no client JavaScript. Styled by blocks.css (`blk-member*`), which the builder's canvas
 * loads too. Its column count fills the rows for the number of cards (lib/grid-columns.ts).
 */
export function MemberGrid({
  cards,
  headingLevel = 2,
  placeholders = false,
  eagerFirst = false,
}: Props) {
  return (
    <ul className={`blk-members__grid ${gridClasses(cards.length)}`}>
      {cards.map((card, index) => (
        <MemberCardItem
          key={card.id}
          card={card}
          headingLevel={headingLevel}
          placeholders={placeholders}
          eagerFirst={eagerFirst && index === 0}
        />
      ))}
    </ul>
  );
}
