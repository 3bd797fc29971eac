import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { bootstrapDatabase, loadConfig } from "@fooddir/api";
import type { TestProject } from "vitest/node";

/**
 * Vitest global setup of the web project: migrates and seeds one embedded database (and its
 * media files) once per run, as `npm start` does on a first start, and hands its data dir to
 * the server tests. `startSiteServer` copies it for each file instead of migrating and seeding
 * again (4-5 s a file, 20 files). What the copy holds is what a restart of the demo finds.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fooddir-site-template-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, APP_SECRET: "template" });
  const database = await bootstrapDatabase(config, () => {});
  await database.close();
  project.provide("siteTemplateDir", dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}

/** The parts of a data dir the template gives a test server: its database and its media. */
export const TEMPLATE_PARTS = ["pglite", "storage"] as const;

declare module "vitest" {
  export interface ProvidedContext {
    /** DATA_DIR of the seeded demo the server tests start from (site-template.ts). */
    siteTemplateDir: string;
  }
}
