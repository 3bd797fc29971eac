import { type BlockType, blockDefaults } from "@fooddir/contract";
import { expect } from "vitest";
import {
  createContentTestApp,
  createPost,
  type PostInput,
  uniqueWord,
} from "./content-fixtures.ts";
import { call } from "./helpers.ts";

export type Props = Record<string, unknown>;
export type Block = { type: string; props: Props };
export type ReadBlock = { type: string; props: Props & { resolved?: Record<string, unknown[]> } };

let blockCount = 0;
/** A block of a type with its defaults, changed by `props`. */
export function block(type: BlockType | string, props: Props = {}): Block {
  const defaults = (blockDefaults as Record<string, Props>)[type] ?? {};
  return { type, props: { id: `b${++blockCount}`, ...defaults, ...props } };
}
export const doc = (...content: Block[]) => ({ root: { props: {} }, content });

export const readBlocks = (body: { data: { post_body: { content: ReadBlock[] } } }) =>
  body.data.post_body.content;

export const ids = (list: unknown[]) => (list as { id: number }[]).map((m) => m.id);

/**
 * The post-body test files' start: a content test app (createContentTestApp) and helpers that
 * write pages and members and read their blocks back.
 */
export async function createPostBodyTestApp() {
  const content = await createContentTestApp();
  const { app, admin } = content;

  /** POST /api/posts with a body; the raw response. */
  function postWithBody(body: unknown, token = admin, extra: PostInput = {}) {
    const word = uniqueWord("page");
    return call(app, "POST", "/api/posts", {
      token,
      body: {
        url: word,
        title: `Page ${word}`,
        post_status_id: 2,
        post_type_id: 1,
        post_body: body,
        ...extra,
      },
    });
  }

  /** A published page holding `content`; returns its id and url. */
  async function page(content: Block[], token = admin, extra: PostInput = {}) {
    const res = await postWithBody(doc(...content), token, extra);
    if (res.status !== 201) throw new Error(`page failed: ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number; attributes: { url: string }; post_body: unknown };
  }

  async function readById(id: number, token?: string) {
    const res = await call(app, "GET", `/api/posts/${id}`, { token });
    expect(res.status).toBe(200);
    return readBlocks(res.body);
  }

  async function readByUrl(url: string, token?: string) {
    const res = await call(app, "GET", `/api/posts/by-url?url=${encodeURIComponent(url)}`, {
      token,
    });
    expect(res.status).toBe(200);
    return readBlocks(res.body);
  }

  async function member(token: string, extra: PostInput = {}) {
    return createPost(app, token, { post_type_id: 2, post_status_id: 2, ...extra });
  }

  return { ...content, postWithBody, page, readById, readByUrl, member };
}
