import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { isEmpty, seedDemo } from "../db/seed.ts";

/** npm run db:seed - the demo data, for a PostgreSQL database (the embedded one seeds itself). */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (!(await isEmpty(database.db))) {
    console.error("The database already has domains; refusing to seed over them.");
    process.exitCode = 1;
  } else {
    await seedDemo(database.db);
    console.log(`Seeded the demo into the ${database.kind} database.`);
  }
} finally {
  await database.close();
}
