import type { CSSProperties, ReactNode } from "react";
import type { SiteFrameData } from "../../lib/builder/site-frame.ts";
import blocksCss from "../../styles/blocks.css?inline";
import publicCss from "../../styles/public.css?inline";
import frameCss from "../../styles/site-frame.css?inline";
import { SiteFooter } from "../public/SiteFooter.tsx";
import { SiteHeader } from "../public/SiteHeader.tsx";

/**
 * The public stylesheets as text, for a document of their own (the builder's canvas iframe, the
 * colors preview's iframe): loaded in the panel itself, their page-wide rules (body, links)
 * would restyle the panel.
 */
export function SiteStyles() {
  return <style>{`${publicCss}\n${blocksCss}\n${frameCss}`}</style>;
}

type Props = {
  site: SiteFrameData;
  /** The `--site-*` colors (`previewVariables`), set on the frame. */
  colors: Record<string, string>;
  /** The page's path, so the menu marks its item as the current page. */
  path?: string;
  /** As tall as its content (a preview), not the whole window (a page). */
  compact?: boolean;
  children: ReactNode;
};

/**
 * A public page's frame as the public layout draws it (routes/public/layout.tsx): the real
 * SiteHeader and SiteFooter from the domain's menus, socials and options, around the content.
 * Header and footer are inert: shown, never followed or focused, in the editor and previews.
 */
export function SiteFrame({ site, colors, path = "", compact = false, children }: Props) {
  return (
    <div
      className={compact ? "site site-frame site-frame--compact" : "site site-frame"}
      style={colors as CSSProperties}
      data-site-frame
    >
      <div inert className="site-frame__chrome">
        <SiteHeader name={site.name} logo={site.options?.logo} items={site.header} path={path} />
      </div>
      <main className="site-main blk-page">{children}</main>
      <div inert className="site-frame__chrome">
        <SiteFooter
          name={site.name}
          options={site.options}
          items={site.footer}
          socials={site.socials}
          path={path}
        />
      </div>
    </div>
  );
}
