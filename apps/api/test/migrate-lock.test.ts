import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, rowsOf } from "../src/db/client.ts";
import { databaseCheck } from "../src/ops/health.ts";
import { createEmptyDatabase } from "./postgres.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Instances that start together on one new PostgreSQL database (a deploy of two or more) each
 * migrate at start: the advisory lock makes them apply every migration once. PostgreSQL only
 * (the PGlite database belongs to one process); runs in the PostgreSQL suite of CI.
 */
describe.runIf(serverUrl)("migrations on PostgreSQL", () => {
  it("are applied once when three instances migrate at the same moment", async () => {
    const database = await createEmptyDatabase(serverUrl as string, "fooddir_migrate");
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: database.url })),
    );
    try {
      const results = await Promise.allSettled(instances.map((d) => d.migrate()));
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const rows = rowsOf<{ n: string }>(
        await instances[0].db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
      );
      const applied = Number(rows[0].n);
      await expect(databaseCheck(instances[0])()).resolves.toBeUndefined();
      // Exactly the shipped count: no migration recorded twice.
      await instances[0].db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      await expect(databaseCheck(instances[0])()).rejects.toThrow(
        `${applied - 1} of ${applied} migrations applied`,
      );
    } finally {
      await Promise.all(instances.map((d) => d.close()));
      await database.drop();
    }
  }, 60_000);
});
