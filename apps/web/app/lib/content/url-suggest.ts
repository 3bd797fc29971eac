import { slugify } from "@fooddir/contract";

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
