import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { seedDemo } from "../src/demo/seed.ts";
import { createLocalStorage } from "../src/storage/index.ts";

// `npm start` seeds the demo relative to the moment it starts; it must work whatever that
// moment is. 2026-12-02 02:59:35.488Z broke it: the newest catering requests were placed at a
// third of the month so far, a fraction of a millisecond that Temporal refused.

afterEach(() => {
  vi.useRealTimers();
});

const seedAt = async (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(iso) });
  const dir = await mkdtemp(path.join(tmpdir(), "fooddir-seed-day-"));
  const database = await openDatabase({});
  try {
    await database.migrate();
    return await seedDemo(database.db, createLocalStorage(dir));
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
};

describe("the demo seed on any day", () => {
  it.each([
    // One millisecond into a month in the demo's zone (America/Los_Angeles): a third of it is not whole.
    "2026-12-01T08:00:00.001Z",
    // The morning of the spring-forward day in Los Angeles, just after 03:00 PDT.
    "2026-03-08T10:00:00.002Z",
  ])(
    "seeds at %s",
    async (iso) => {
      const seeded = await seedAt(iso);
      expect(seeded.posts).toBeGreaterThan(100);
    },
    60_000,
  );
});
