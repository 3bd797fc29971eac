import {
  type BlockMedia,
  type BlockProps,
  type BlockType,
  blockDefaults,
  blockPropSchemas,
} from "@fooddir/contract";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/** The block tests' markup: components rendered as the server renders them, and their media. */

/** A type's defaults as a component gets them (parsed: every prop present). */
export const defaults = <T extends BlockType>(type: T) =>
  blockPropSchemas[type].parse(blockDefaults[type]) as BlockProps<T>;
export const html = (element: ReactElement) => renderToString(element);
export const parse = (markup: string) => new DOMParser().parseFromString(markup, "text/html");
export const render = (element: ReactElement) => parse(html(element));

export const media = (id: number, url = `/storage/domains/x/${id}.jpg`, alt = ""): BlockMedia => ({
  id,
  url,
  thumbnail_url: url.replace(".jpg", "-thumb.jpg"),
  alt,
  width: 1200,
  height: 800,
});
