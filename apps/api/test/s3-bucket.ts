import { rm } from "node:fs/promises";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import type { Config } from "../src/config.ts";
import { copyLocalMediaToBucket } from "../src/storage/copy-to-bucket.ts";
import { storageRoot } from "../src/storage/index.ts";
import { createS3Storage } from "../src/storage/s3.ts";

/** s3rver's fixed credentials. */
export const S3RVER_KEY = "S3RVER";

/** S3_* variables of a bucket on a test server. */
export function s3TestEnv(endpoint: string, bucket: string): Record<string, string> {
  return {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    S3_FORCE_PATH_STYLE: "1",
  };
}

/**
 * Creates the config's bucket and moves the local storage root's files into it with
 * media:migrate's copy, then removes the local copy: a test that still read local files would
 * fail instead of passing against the wrong store.
 */
export async function moveStorageIntoBucket(config: Pick<Config, "dataDir" | "s3">) {
  if (!config.s3) throw new Error("no S3 settings");
  const storage = createS3Storage(config.s3);
  await storage.client.send(new CreateBucketCommand({ Bucket: config.s3.bucket }));
  const result = await copyLocalMediaToBucket(config, storage);
  if (result.failed.length > 0) throw new Error(`bucket fill failed: ${result.failed[0].error}`);
  await rm(storageRoot(config), { recursive: true, force: true });
}
