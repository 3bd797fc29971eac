import { buildApp } from "./app.ts";
import { createAttemptStore } from "./auth/attempt-store.ts";
import { createChangeBus } from "./changes/index.ts";
import { loadConfigOrExit } from "./config.ts";
import { onShutdown } from "./http/shutdown.ts";
import { bootstrapDatabase } from "./setup/bootstrap.ts";

/**
 * The API as its own process (npm run start:api), behind a proxy that sends it api.* hosts. On
 * PostgreSQL its change events reach the web processes through LISTEN/NOTIFY.
 */
const config = loadConfigOrExit();
const database = await bootstrapDatabase(config);
const changes = createChangeBus(database, config.databaseUrl);
const attempts = createAttemptStore(database);
const app = await buildApp({ db: database.db, config, changes, attempts });
await app.listen({ port: config.apiPort, host: config.host });
onShutdown(async () => {
  await app.close();
  await changes.close();
  await database.close();
});
