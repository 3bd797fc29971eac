import type { TestProject } from "vitest/node";
import { startS3Server } from "./s3-server.ts";

/**
 * `npm run test:s3` (vitest.s3.config.ts): one s3rver on loopback for the run. createTestApp
 * (helpers.ts) sees its endpoint and gives each test app a bucket of its own holding the
 * seeded template's media, so the media tests run unchanged against the S3 driver.
 */
export default async function setup(project: TestProject) {
  const server = await startS3Server([]);
  project.provide("s3Endpoint", server.endpoint);
  return () => server.close();
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by the S3 run only: createTestApp then stores media in a bucket on this endpoint. */
    s3Endpoint: string;
  }
}
