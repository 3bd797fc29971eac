import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { ChangeEvent, ChangeTopic } from "../src/changes/bus.ts";
import { posts } from "../src/db/schema.ts";
import { createContentTestApp } from "./content-fixtures.ts";
import { call } from "./helpers.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Options = { token?: string; host?: string; body?: unknown };

export const event = (topics: ChangeTopic[], ids: number[] = [], domain_id = 1): ChangeEvent => ({
  domain_id,
  topics,
  ids,
});
/** For routes without a path id: what `ids` holds is not fixed. */
export const anyIds = (topics: ChangeTopic[], domain_id = 1) => ({
  domain_id,
  topics,
  ids: expect.any(Array),
});

export const postData = (url: string, title: string) => ({
  url,
  title,
  post_status_id: 2,
  no_index: false,
  no_follow: false,
  show_in_sitemap: true,
});
export const seoItem = (id: number, title: string) => ({
  id,
  title,
  no_index: false,
  no_follow: false,
  show_in_sitemap: true,
});

/** Every change event of `app` from now on, in order, and the events published while `run` ran. */
export function recordEvents(app: FastifyInstance) {
  const events: ChangeEvent[] = [];
  app.deps.changes.subscribe((event) => void events.push(event));
  async function eventsOf(run: () => Promise<unknown>): Promise<ChangeEvent[]> {
    const start = events.length;
    await run();
    return events.slice(start);
  }
  return { events, eventsOf };
}

/**
 * The change-event test files' start: a content test app (createContentTestApp) whose events
 * are recorded, and checks that a call publishes one event or none.
 */
export async function createChangeEventsTestApp() {
  const content = await createContentTestApp();
  const { app, db } = content;

  const { events, eventsOf } = recordEvents(app);

  /** Calls and expects `status` and exactly one event (returned). */
  async function oneEvent(
    method: Method,
    url: string,
    options: Options,
    status = 200,
  ): Promise<ChangeEvent> {
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const published = await eventsOf(async () => {
      res = await call(app, method, url, options);
    });
    expect(res?.status, `${method} ${url}: ${JSON.stringify(res?.body)}`).toBe(status);
    expect(published, `${method} ${url}`).toHaveLength(1);
    return published[0];
  }

  /** Calls and expects `status` and no event at all. */
  async function noEvent(method: Method, url: string, options: Options, status: number) {
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const published = await eventsOf(async () => {
      res = await call(app, method, url, options);
    });
    expect(res?.status, `${method} ${url}: ${JSON.stringify(res?.body)}`).toBe(status);
    expect(published, `${method} ${url}`).toEqual([]);
    return res!;
  }

  const titleIn = async (id: number) =>
    (await db.select({ title: posts.title }).from(posts).where(eq(posts.id, id)))[0].title;

  return { ...content, events, eventsOf, oneEvent, noEvent, titleIn };
}
