import type { DomainOptions, MenuItem, Social } from "@fooddir/contract";
import { SharedMarkup } from "../SharedMarkup.tsx";
import { SiteMenuLink } from "./SiteMenuLink.tsx";
import { SocialIcon } from "./SocialIcon.tsx";

type Props = {
  name: string;
  options: Partial<DomainOptions> | null | undefined;
  items: MenuItem[];
  socials: Social[];
  path: string;
};

/**
 * The site footer: contact details, the footer menu, the socials and the copyright line; its
 * markup is shared by the domain's pages (SharedMarkup).
 */
export function SiteFooter(props: Props) {
  const year = new Date().getFullYear();
  return (
    <SharedMarkup
      as="footer"
      className="site-footer"
      kind="site-footer"
      input={[props, year]}
      render={() => <FooterContent {...props} year={year} />}
    />
  );
}

function FooterContent({ name, options, items, socials, path, year }: Props & { year: number }) {
  return (
    <div className="site-container site-footer__inner">
      <div className="site-footer__about">
        <strong>{name}</strong>
        {options?.address ? <p>{options.address}</p> : null}
        <ul className="site-footer__contact">
          {options?.phone ? (
            <li>
              <a href={`tel:${options.phone.replace(/[^+\d]/g, "")}`}>{options.phone}</a>
            </li>
          ) : null}
          {options?.email ? (
            <li>
              <a href={`mailto:${options.email}`}>{options.email}</a>
            </li>
          ) : null}
        </ul>
      </div>
      {items.length > 0 ? (
        <nav className="site-footer__menu" aria-labelledby="site-footer-menu">
          <h2 id="site-footer-menu" className="site-footer__title">
            {options?.menu_title || "Links"}
          </h2>
          <ul>
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: menu items have no id
              <li key={index}>
                <SiteMenuLink item={item} currentPath={path} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {socials.length > 0 ? (
        <section className="site-footer__socials" aria-labelledby="site-footer-socials">
          <h2 id="site-footer-socials" className="site-footer__title">
            {options?.social_media_title || "Follow us"}
          </h2>
          <ul className="site-socials">
            {socials.map((social) => (
              <li key={social.id}>
                <a href={social.link} rel="noopener" aria-label={social.icon.data.label}>
                  <SocialIcon icon={social.icon} size={22} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="site-footer__copyright">{options?.copyright || `© ${year} ${name}`}</p>
    </div>
  );
}
