import { loadConfigOrExit } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { isEmpty, seedDemo } from "../demo/seed.ts";
import { variantsAtUpload } from "../features/media/image-variants.ts";
import { createStorage } from "../storage/index.ts";

/** npm run db:seed - the demo data, for a PostgreSQL database (the embedded one seeds itself). */
const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (!(await isEmpty(database.db))) {
    console.error("The database already has domains; refusing to seed over them.");
    process.exitCode = 1;
  } else {
    const seeded = await seedDemo(database.db, createStorage(config), {
      variants: variantsAtUpload(config),
    });
    console.log(
      `Seeded the demo into the ${database.kind} database (${seeded.posts} posts, ${seeded.media} images in the media storage) in ${seeded.ms} ms.`,
    );
  }
} finally {
  await database.close();
}
