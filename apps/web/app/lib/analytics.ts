import type { AnalyticsItem } from "@fooddir/contract";

type Position = AnalyticsItem["tag_position"];

/** The items of one tag position, in their saved order. */
export function analyticsAt(items: readonly AnalyticsItem[] | undefined, position: Position) {
  return (items ?? []).filter((item) => item.tag_position === position);
}

/**
 * The exact text of an inline script as rendered: `</script` cannot end the element early (the
 * Content-Security-Policy hashes this same text, so both sides must use this function).
 */
export function inlineScriptText(item: Pick<AnalyticsItem, "code">): string {
  return item.code.replace(/<\/(script)/gi, "<\\/$1");
}

/** An inline script item (no src) that has code to run. */
export function isInlineScript(item: AnalyticsItem): boolean {
  return item.type === "script" && item.src === "" && item.code.trim() !== "";
}

const escapeAttr = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * The markup of the body-start or body-end items, for a plain container: React 19 would move
 * async scripts rendered as elements into <head>, and these must stay where tag_position says.
 * Attribute values are escaped; code and noscript markup are the site admins' own (roles 1-2).
 */
export function analyticsBodyHtml(
  items: readonly AnalyticsItem[] | undefined,
  position: Exclude<Position, "head">,
  nonce?: string,
): string {
  return analyticsAt(items, position)
    .map((item) => {
      const attrs: string[] = [];
      if (item.custom_id) attrs.push(`id="${escapeAttr(item.custom_id)}"`);
      if (item.type === "noscript")
        return `<noscript${attrs.length ? ` ${attrs[0]}` : ""}>${item.code}</noscript>`;
      if (item.type !== "script") return "";
      if (item.content_type) attrs.push(`type="${escapeAttr(item.content_type)}"`);
      if (nonce) attrs.push(`nonce="${escapeAttr(nonce)}"`);
      if (isInlineScript(item))
        return `<script ${attrs.join(" ")}>${inlineScriptText(item)}</script>`;
      if (item.src === "") return "";
      attrs.push(`src="${escapeAttr(item.src)}"`);
      if (item.async) attrs.push("async");
      if (item.defer) attrs.push("defer");
      return `<script ${attrs.join(" ")}></script>`;
    })
    .join("");
}
