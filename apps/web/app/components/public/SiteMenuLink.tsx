import type { MenuItem } from "@fooddir/contract";

/** A menu item's link: site paths stay in the site; `aria-current` marks the page shown. */
export function SiteMenuLink({ item, currentPath }: { item: MenuItem; currentPath: string }) {
  const current = item.type === "internal" && item.url === currentPath;
  return (
    <a
      href={item.url}
      aria-current={current ? "page" : undefined}
      rel={item.type === "external" ? "noopener" : undefined}
    >
      {item.text}
    </a>
  );
}
