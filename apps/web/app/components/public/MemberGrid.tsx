import type { MemberCard } from "../../lib/member-cards.ts";

/** Member cards of the public site: plain links and images, no client JavaScript. */
export function MemberGrid({ cards }: { cards: MemberCard[] }) {
  return (
    <ul className="member-grid">
      {cards.map((card) => (
        <li key={card.id} className="member-card">
          <a href={card.href} className="member-card__link">
            <div className="member-card__media">
              {card.poster ? (
                <img src={card.poster.url} alt={card.poster.alt} loading="lazy" decoding="async" />
              ) : null}
              {card.logo ? (
                <img className="member-card__logo" src={card.logo.url} alt="" loading="lazy" />
              ) : null}
            </div>
            <div className="member-card__body">
              <h2 className="member-card__title">{card.title}</h2>
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
