import type { Config } from "../config.ts";
import type { Jobs } from "./jobs.ts";
import { createMemoryJobs } from "./memory-jobs.ts";
import { createPgJobs } from "./pg-jobs.ts";

export * from "./jobs.ts";
export { createMemoryJobs } from "./memory-jobs.ts";
export { createPgJobs } from "./pg-jobs.ts";

/** PostgreSQL: pg-boss rows shared by every instance. Embedded database: in this process. */
export function createJobs(
  config: Pick<Config, "databaseUrl">,
  log?: (message: string) => void,
): Promise<Jobs> {
  return config.databaseUrl
    ? createPgJobs({ databaseUrl: config.databaseUrl, log })
    : Promise.resolve(createMemoryJobs({ log }));
}
