import type { AnalyticsItem } from "@fooddir/contract";
import {
  analyticsAt,
  analyticsBodyHtml,
  inlineScriptText,
  isInlineScript,
} from "../../lib/analytics.ts";

type Props = {
  items: readonly AnalyticsItem[] | undefined;
  /** The response's nonce on pages that have one; cached pages allow these scripts by hash. */
  nonce?: string;
};

/**
 * The domain's head analytics snippets (contract.md tag_position "head"). Only roles 1-2 can save them; scripts run under the page's Content-Security-Policy,
 * which lists their hashes and origins (server/csp.ts).
 */
export function AnalyticsHeadTags({ items, nonce }: Props) {
  return analyticsAt(items, "head").map((item) => {
    const key = `analytics-${item.id}`;
    const id = item.custom_id || undefined;
    if (item.type === "meta") {
      return <meta key={key} name={item.name} content={item.content} />;
    }
    if (item.type === "noscript") {
      // biome-ignore lint/security/noDangerouslySetInnerHtml: site admins' noscript markup (roles 1-2 only)
      return <noscript key={key} id={id} dangerouslySetInnerHTML={{ __html: item.code }} />;
    }
    const type = item.content_type || undefined;
    if (isInlineScript(item)) {
      return (
        <script
          key={key}
          id={id}
          type={type}
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: site admins' script (roles 1-2 only), allowed by its CSP hash
          dangerouslySetInnerHTML={{ __html: inlineScriptText(item) }}
        />
      );
    }
    if (item.src === "") return null;
    return (
      <script
        key={key}
        id={id}
        type={type}
        src={item.src}
        async={item.async || undefined}
        defer={item.defer || undefined}
        nonce={nonce}
      />
    );
  });
}

/** The body-start or body-end snippets, in a container that adds no box of its own. */
export function AnalyticsBodyTags({
  items,
  position,
  nonce,
}: Props & { position: "body-start" | "body-end" }) {
  const html = analyticsBodyHtml(items, position, nonce);
  if (!html) return null;
  return (
    <div
      data-analytics={position}
      style={{ display: "contents" }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped attributes; code from site admins (roles 1-2 only)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
