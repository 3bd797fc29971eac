import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { bootstrapDatabase } from "./db/bootstrap.ts";
import { onShutdown } from "./http/shutdown.ts";

/** The API as its own process (npm run start:api), behind a proxy that sends it api.* hosts. */
const config = loadConfig();
const port = Number(process.env.API_PORT ?? 3001);
const database = await bootstrapDatabase(config);
const app = await buildApp({ db: database.db, config });
await app.listen({ port, host: process.env.HOST ?? "0.0.0.0" });
onShutdown(async () => {
  await app.close();
  await database.close();
});
