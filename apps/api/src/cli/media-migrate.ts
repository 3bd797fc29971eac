import { loadConfigOrExit } from "../config.ts";
import { makeMissingVariants } from "../features/media/image-variants.ts";
import { copyLocalMediaToBucket, listLocalKeys } from "../storage/copy-to-bucket.ts";
import { storageRoot } from "../storage/index.ts";
import { createS3Storage } from "../storage/s3.ts";

/**
 * npm run media:migrate - copies the local media files (DATA_DIR/storage) into the S3 bucket
 * of the S3_* settings, before switching a deployment to the bucket. Safe to run again: objects
 * already there with the same size are skipped. Exit code 1 when anything failed.
 */
const config = loadConfigOrExit();
if (!config.s3) {
  console.error(
    "media:migrate copies DATA_DIR/storage into an S3 bucket, but S3 is not configured: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as your store needs).",
  );
  process.exit(1);
}
const root = storageRoot(config);
const started = Date.now();
console.log(`Copying ${root} into bucket ${config.s3.bucket}...`);
const storage = createS3Storage(config.s3);
const result = await copyLocalMediaToBucket(config, storage);
for (const { key, error } of result.failed) console.error(`failed: ${key}: ${error}`);
console.log(
  `copied ${result.copied}, skipped ${result.skipped} (already in the bucket), failed ${result.failed.length} in ${Date.now() - started} ms`,
);
if (result.failed.length > 0) process.exitCode = 1;
else if (config.s3.publicUrl) {
  // Media urls will point at S3_PUBLIC_URL, where nothing makes a variant when asked for one.
  const variantsStarted = Date.now();
  console.log("Making the missing image variants in the bucket (S3_PUBLIC_URL is set)...");
  const { made } = await makeMissingVariants(
    storage,
    await listLocalKeys(root),
    config.media.maxPixels,
  );
  console.log(`made ${made} variants in ${Date.now() - variantsStarted} ms`);
}
