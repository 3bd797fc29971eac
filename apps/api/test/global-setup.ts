import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { seedDemo } from "../src/demo/seed.ts";
import { createLocalStorage } from "../src/storage/index.ts";
import { POSTGRES_TEMPLATE_DB, withAdminClient } from "./postgres.ts";

/**
 * Builds one migrated and seeded template per test run; every test file clones it
 * (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE ... TEMPLATE). The seed's media files
 * go to a template storage directory that every test app gets a copy of (helpers.ts).
 */
export default async function setup(project: TestProject) {
  const storageDir = await mkdtemp(path.join(tmpdir(), "fooddir-template-storage-"));
  const storage = createLocalStorage(storageDir);
  project.provide("templateStorage", storageDir);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await withAdminClient(url, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DB} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DB}`);
    });
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE_DB}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString() });
    await database.migrate();
    await seedDemo(database.db, storage);
    await database.close();
    return () => rm(storageDir, { recursive: true, force: true });
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db, storage);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } })
    .$client;
  // Uncompressed: every test file loads it, and untarring without gunzip opens a clone in
  // about 0.35 s instead of 0.6 s (a 44 MB file on local disk, read once per file).
  const dump = await client.dumpDataDir("none");
  const file = path.join(tmpdir(), `fooddir-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  return async () => {
    await rm(storageDir, { recursive: true, force: true });
    await rm(file, { force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Storage directory holding the seeded template's media files. */
    templateStorage: string;
  }
}
