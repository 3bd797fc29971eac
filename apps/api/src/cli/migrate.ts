import { loadConfigOrExit } from "../config.ts";
import { openDatabase } from "../db/client.ts";

/**
 * npm run db:migrate: applies the committed migrations to the configured database and exits,
 * for deploy pipelines that migrate before starting the new version. Every start migrates too;
 * on PostgreSQL an advisory lock makes concurrent runs apply each migration once.
 */
const config = loadConfigOrExit();
const started = Date.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(`[db:migrate] ${database.kind} database up to date in ${Date.now() - started} ms`);
} catch (error) {
  console.error(`[db:migrate] failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
