import { within } from "@testing-library/react";

/** The links in `container` as [text, href] pairs, in the page's order. */
export const linkPairs = (container: HTMLElement) =>
  within(container)
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);
