import { defineConfig } from "vitest/config";

/**
 * `npm run test:s3`: the media tests again with media in an S3 bucket (s3rver on loopback)
 * instead of local disk, plus the S3 driver's and media:migrate's own tests.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: "api-s3",
    environment: "node",
    include: ["test/media*.test.ts", "test/image-variants.test.ts", "test/storage-s3.test.ts"],
    globalSetup: ["test/global-setup.ts", "test/s3-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test" },
  },
});
