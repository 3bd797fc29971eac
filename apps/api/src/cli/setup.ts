import { loadConfigOrExit } from "../config.ts";
import { bootstrapDatabase } from "../setup/bootstrap.ts";

/**
 * npm run db:setup (also run by `npm install`): creates the embedded database, applies the
 * migrations and seeds the demo, so the first `npm start` does not pay for initdb and the seed.
 * Idempotent: an existing database only gets pending migrations.
 */
const config = loadConfigOrExit();
const database = await bootstrapDatabase(config, (msg) => console.log(`[db:setup] ${msg}`));
await database.close();
