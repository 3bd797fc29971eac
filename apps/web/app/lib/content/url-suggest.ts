import { normalizePostUrl, slugify } from "@fooddir/contract";

/**
 * The url field follows the title (slugified) until the user edits the url themselves; an
 * edited url is kept. Clearing the url hands it back to the title.
 */
export type UrlState = { url: string; touched: boolean };

export function onTitleChange(state: UrlState, title: string): UrlState {
  return state.touched ? state : { url: slugify(title), touched: false };
}

export function onUrlChange(_state: UrlState, url: string): UrlState {
  return { url, touched: url.length > 0 };
}

/** An existing post's url counts as edited: renaming a post never changes its url silently. */
export function initialUrlState(url: string | undefined): UrlState {
  return { url: url ?? "", touched: Boolean(url) };
}

/** The URL field's hint: a saved post's old address keeps working (a 301 on the site). */
export function urlHint(saved: string | undefined, url: string, touched: boolean) {
  const next = normalizePostUrl(url);
  if (saved && saved !== "/" && next !== "" && next !== saved) {
    return `The old address /${saved} will lead here once you save.`;
  }
  return touched ? "The page address on the site." : "Suggested from the title until you edit it.";
}
