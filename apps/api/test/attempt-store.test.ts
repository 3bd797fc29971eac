import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type AttemptStore,
  createMemoryAttemptStore,
  createPgAttemptStore,
  retryAfter,
} from "../src/auth/attempt-store.ts";
import { createTestApp } from "./helpers.ts";

const { db } = await createTestApp();
const WINDOW = 15 * 60 * 1000;

describe.each([
  ["memory", () => createMemoryAttemptStore()],
  ["PostgreSQL", () => createPgAttemptStore(db)],
] as [string, () => AttemptStore][])("%s attempt store", (_name, make) => {
  it("counts each attempt when it starts and refuses past the limit", async () => {
    const store = make();
    const key = `k-${Math.random()}`;
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => store.take(key, 3, WINDOW)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
    const refused = verdicts.find((v) => !v.allowed);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(800);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it("reset starts the key afresh and leaves other keys alone", async () => {
    const store = make();
    const [a, b] = [`a-${Math.random()}`, `b-${Math.random()}`];
    for (let i = 0; i < 3; i++) await store.take(a, 2, WINDOW);
    for (let i = 0; i < 3; i++) await store.take(b, 2, WINDOW);
    await store.reset(a);
    expect((await store.take(a, 2, WINDOW)).allowed).toBe(true);
    expect((await store.take(b, 2, WINDOW)).allowed).toBe(false);
  });
});

describe("retryAfter", () => {
  it("never exceeds the window, even when PostgreSQL's float epochs overshoot it", () => {
    expect(retryAfter(1_700_000_900_000.0002, 1_700_000_000_000, WINDOW)).toBe(900);
    expect(retryAfter(1_700_000_000_000 + WINDOW + 0.4, 1_700_000_000_000, WINDOW)).toBe(900);
  });
  it("is at least one second and rounds a part-second up", () => {
    expect(retryAfter(1000, 1000, WINDOW)).toBe(1);
    expect(retryAfter(900, 1000, WINDOW)).toBe(1);
    expect(retryAfter(10_500, 0, WINDOW)).toBe(11);
  });
});

describe("PostgreSQL attempt store across processes", () => {
  it("two stores on one database share their counts (another process, or after a restart)", async () => {
    const first = createPgAttemptStore(db);
    const second = createPgAttemptStore(db);
    const key = `shared-${Math.random()}`;
    expect((await first.take(key, 2, WINDOW)).allowed).toBe(true);
    expect((await second.take(key, 2, WINDOW)).allowed).toBe(true);
    expect((await first.take(key, 2, WINDOW)).allowed).toBe(false);
    expect((await second.take(key, 2, WINDOW)).allowed).toBe(false);
  });

  it("a window that has ended starts counting from one again", async () => {
    const store = createPgAttemptStore(db);
    const key = `expired-${Math.random()}`;
    for (let i = 0; i < 4; i++) await store.take(key, 2, WINDOW);
    await db.execute(
      sql`update attempt_counters set reset_at = now() - interval '1 second' where key = ${key}`,
    );
    expect((await store.take(key, 2, WINDOW)).allowed).toBe(true);
    expect((await store.take(key, 2, WINDOW)).allowed).toBe(true);
    expect((await store.take(key, 2, WINDOW)).allowed).toBe(false);
  });
});
