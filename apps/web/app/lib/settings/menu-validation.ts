import { isSafeLink, SITE_PATH_RE } from "@fooddir/contract";
import type { ItemFields } from "./menu-tree.ts";

/** What the menu item dialog checks before it saves (the menus editor, menu-tree.ts). */

/** The client-side twin of the server's checks of one item; field -> message. */
export function validateItem(fields: ItemFields): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = fields.text.trim();
  const url = fields.url.trim();
  if (!text) errors.text = "The text field is required.";
  else if (text.length > 100) errors.text = "The text may not be greater than 100 characters.";
  if (fields.type === "internal") {
    if (!url) errors.url = "Choose a page or type a path like /members.";
    else if (!SITE_PATH_RE.test(url)) {
      errors.url = url.startsWith("//")
        ? "A path starts with a single /, like /members."
        : /^https?:/i.test(url)
          ? "This is an address of another site: choose External link."
          : "An internal link must be a site path like /members.";
    }
  } else if (!url) {
    errors.url = "The URL field is required.";
  } else if (!isSafeLink(url, true) || SITE_PATH_RE.test(url)) {
    errors.url = SITE_PATH_RE.test(url)
      ? "This is a path on this site: choose Internal page."
      : /^[\w-]+(\.[\w-]+)+(\/|$)/.test(url)
        ? `Start the address with https://, like https://${url}.`
        : "An external link must be an http(s), mailto: or tel: address.";
  } else if (url.length > 2048) {
    errors.url = "The url is too long.";
  }
  return errors;
}
