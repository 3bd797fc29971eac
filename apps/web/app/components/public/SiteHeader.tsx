import type { MediaItem, MenuItem } from "@fooddir/contract";
import { IMAGE_SLOTS, imageAttrs } from "../../lib/responsive-image.ts";
import { SiteMenuLink } from "./SiteMenuLink.tsx";

/** Without a header menu the site still links its member directory. */
const FALLBACK_MENU: MenuItem[] = [{ text: "Members", url: "/members", type: "internal" }];

type Props = { name: string; logo: MediaItem | null | undefined; items: MenuItem[]; path: string };

type MenuListProps = {
  menu: MenuItem[];
  path: string;
  /** The dropdowns' group: one open at a time within one list. */
  group: string;
};

/**
 * The header menu's links. A 'dropdown' item opens its children in a native disclosure
 * (`<details>`), so the menu works without JavaScript; one open at a time.
 */
function MenuList({ menu, path, group }: MenuListProps) {
  return (
    <ul className="site-nav__list">
      {menu.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: menu items have no id and never reorder here
        <li key={index} className="site-nav__item">
          {item.mode === "dropdown" && item.children?.length ? (
            <details className="site-nav__dropdown" name={group}>
              <summary>{item.text}</summary>
              <ul className="site-nav__submenu">
                {item.children.map((child, childIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <li key={childIndex}>
                    <SiteMenuLink item={child} currentPath={path} />
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <SiteMenuLink item={item} currentPath={path} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The site header: logo and name, then the header menu: inline links on wide screens; below
 * 720 px a "Menu" button (a native `<details>`, no JavaScript) that opens the same links under
 * the header, so the closed header stays one row. Only one of the two navigations is displayed
 * at a width (public.css), so assistive tech meets one "Main" navigation.
 */
export function SiteHeader({ name, logo, items, path }: Props) {
  const menu = items.length > 0 ? items : FALLBACK_MENU;
  return (
    <header className="site-header">
      <div className="site-container site-header__inner">
        <a href="/" className="site-brand" aria-label={`${name}, home`}>
          {logo?.url ? (
            <img
              {...imageAttrs(logo, IMAGE_SLOTS.headerLogo, { small: true })}
              alt=""
              className="site-brand__logo"
              width={36}
              height={36}
            />
          ) : null}
          <span className="site-brand__name">{name}</span>
        </a>
        <nav aria-label="Main" className="site-nav site-nav--inline">
          <MenuList menu={menu} path={path} group="site-nav" />
        </nav>
        <details className="site-menu">
          <summary className="site-menu__button">Menu</summary>
          <nav aria-label="Main" className="site-nav site-menu__panel">
            <MenuList menu={menu} path={path} group="site-menu" />
          </nav>
        </details>
      </div>
    </header>
  );
}
