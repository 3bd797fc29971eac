import type { Config } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { isEmpty, seedDemo } from "../demo/seed.ts";
import { variantsAtUpload } from "../features/media/image-variants.ts";
import { createStorage } from "../storage/index.ts";

/**
 * Opens the configured database, applies committed migrations, and on the embedded default
 * seeds the demo when the database is empty. PostgreSQL is never seeded here (npm run db:seed).
 */
export async function bootstrapDatabase(config: Config, log: (msg: string) => void = console.log) {
  const started = Date.now();
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  await database.migrate();
  if (database.kind === "pglite" && config.seedDemo && (await isEmpty(database.db))) {
    const seeded = await seedDemo(database.db, createStorage(config), {
      variants: variantsAtUpload(config),
    });
    log(
      `seeded the demo domains and accounts (${seeded.posts} posts, ${seeded.media} images) in ${seeded.ms} ms`,
    );
  }
  log(`database ready (${database.kind}) in ${Date.now() - started} ms`);
  return database;
}
