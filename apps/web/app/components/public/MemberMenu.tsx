import { DEFAULT_CURRENCY, DIETARY_LABELS, formatPrice, type MenuSection } from "@fooddir/contract";
import { HeadedSection } from "./HeadedSection.tsx";

type Props = {
  menu: readonly MenuSection[] | undefined;
  /** The site's currency option (USD when unset). */
  currency?: string;
};

/**
 * A member's menu: its sections with their dishes, prices in the site's currency and dietary
 * tags (contract.md "Member profiles"); nothing when the member has no menu.
 */
export function MemberMenu({ menu, currency = DEFAULT_CURRENCY }: Props) {
  if (!menu || menu.length === 0) return null;
  return (
    <HeadedSection className="site-container member-menu" id="member-menu-title" title="Menu">
      <div className="member-menu__sections">
        {menu.map((section, index) => (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and never reorder here
            key={`${index}-${section.section}`}
            className="member-menu__section"
            aria-labelledby={`member-menu-section-${index}`}
          >
            <h3 id={`member-menu-section-${index}`} className="member-menu__title">
              {section.section}
            </h3>
            <ul className="member-menu__items">
              {section.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <li key={`${i}-${item.name}`} className="member-menu__item">
                  <div className="member-menu__line">
                    <span className="member-menu__name">{item.name}</span>
                    {item.price !== null ? (
                      <span className="member-menu__price">
                        {formatPrice(item.price, currency || DEFAULT_CURRENCY)}
                      </span>
                    ) : null}
                  </div>
                  {item.description ? (
                    <p className="member-menu__description">{item.description}</p>
                  ) : null}
                  {item.dietary.length > 0 ? (
                    <ul className="member-menu__tags" aria-label="Dietary">
                      {item.dietary.map((tag) => (
                        <li key={tag}>{DIETARY_LABELS[tag] ?? tag}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </HeadedSection>
  );
}
