import {
  type BlockMedia,
  type BlockProps,
  type BlockType,
  blockDefaults,
  blockPropSchemas,
} from "@fooddir/contract";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { FormPostSender } from "./form-post.server.ts";
import type { FormBlockProps } from "./types.ts";

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

/** A Form block's props for `form`: its title, no texts of its own. */
export const formBlockProps = (
  id: string,
  form: FormBlockProps["form"],
  title: string,
): FormBlockProps => ({
  id,
  form,
  title,
  text: "",
  submit_label: "",
});

/** A form post as the page's action reads it; a list is a group of checked boxes. */
export const postedFields = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  }
  return data;
};

/** A stand-in for the API call of a form post, answering `status` and `body`. */
export const answering =
  <T>(status: number, body: unknown = {}): FormPostSender<T> =>
  async () => ({ status, body });
