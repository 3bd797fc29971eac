import type { MemberCard } from "../../lib/member-cards.ts";
import { IMAGE_SLOTS, imageAttrs } from "../../lib/responsive-image.ts";

type Props = {
  cards: MemberCard[];
  /** The cards' heading level: 2 on /members, 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Show a placeholder where a poster is missing (signed-in team members only). */
  placeholders?: boolean;
  /** The first card's poster is above the fold: load it at once, the others lazily. */
  eagerFirst?: boolean;
};

/** Member cards of the public site: plain links and images, no client JavaScript. */
export function MemberGrid({
  cards,
  headingLevel = 2,
  placeholders = false,
  eagerFirst = false,
}: Props) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <ul className="member-grid">
      {cards.map((card, index) => (
        <li key={card.id} className="member-card">
          <a href={card.href} className="member-card__link">
            <div className="member-card__media">
              {card.poster ? (
                <img
                  {...imageAttrs(card.poster, IMAGE_SLOTS.card)}
                  alt={card.poster.alt}
                  {...(eagerFirst && index === 0
                    ? { fetchPriority: "high" as const }
                    : { loading: "lazy" as const, decoding: "async" as const })}
                />
              ) : placeholders ? (
                <span className="member-card__placeholder">No poster</span>
              ) : null}
              {card.logo ? (
                <img
                  className="member-card__logo"
                  {...imageAttrs(card.logo, IMAGE_SLOTS.cardLogo, { small: true })}
                  width={56}
                  height={56}
                  alt=""
                  loading="lazy"
                />
              ) : null}
            </div>
            <div className="member-card__body">
              <Heading className="member-card__title">{card.title}</Heading>
              {card.description ? <p className="member-card__text">{card.description}</p> : null}
              {card.cuisines.length > 0 ? (
                <ul className="member-card__cuisines" aria-label="Cuisines">
                  {card.cuisines.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}
