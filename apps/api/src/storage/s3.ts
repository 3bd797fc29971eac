import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config.ts";
import {
  assertStorageKey,
  IMMUTABLE_CACHE_CONTROL,
  type Storage,
  type StoredObject,
} from "./storage.ts";

export type S3Storage = Required<Storage> & {
  client: S3Client;
  bucket: string;
  /** The stored object's size in bytes, or null when there is none (media:migrate skips those). */
  size(key: string): Promise<number | null>;
};

/** An S3 client for the configured store (AWS S3, or any S3-compatible endpoint). */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Newer SDKs add CRC checksums to every request by default, which several S3-compatible
    // stores refuse; whole-buffer PUTs with a Content-Length need no checksum to be safe.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Media objects in an S3-compatible bucket, under the same keys as the local driver's files.
 * "Missing" is only ever a 404 answer: any other failure (credentials, network, a 5xx) throws,
 * so an outage is never mistaken for a deleted file. `read` lets the site stream an object
 * (with its ETag, honouring If-None-Match) without holding it in memory.
 */
export function createS3Storage(
  config: S3Config,
  client: S3Client = createS3Client(config),
): S3Storage {
  const Bucket = config.bucket;
  const checked = (key: string) => {
    assertStorageKey(key);
    return key;
  };

  return {
    client,
    bucket: Bucket,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (error) {
        if (isStatus(error, 404)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async exists(key) {
      return (await headOf(key)) !== null;
    },
    async size(key) {
      return (await headOf(key))?.ContentLength ?? null;
    },
    async read(key, options = {}): Promise<StoredObject | null> {
      const input = { Bucket, Key: checked(key), IfNoneMatch: options.ifNoneMatch };
      try {
        if (options.metadataOnly) {
          const out = await client.send(new HeadObjectCommand(input));
          return { size: out.ContentLength ?? 0, etag: out.ETag, notModified: false, body: null };
        }
        const out = await client.send(new GetObjectCommand(input));
        return {
          size: out.ContentLength ?? 0,
          etag: out.ETag,
          notModified: false,
          body: (out.Body as Readable | undefined) ?? null,
        };
      } catch (error) {
        if (isStatus(error, 404)) return null;
        if (isStatus(error, 304)) {
          return { size: 0, etag: options.ifNoneMatch, notModified: true, body: null };
        }
        throw error;
      }
    },
  };

  async function headOf(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
    } catch (error) {
      // HEAD answers carry no body, so a missing object is a bare 404 ("NotFound").
      if (isStatus(error, 404)) return null;
      throw error;
    }
  }
}

/**
 * The SDK's error for an HTTP status. A 404 of a missing bucket is not a missing object: it
 * throws (NoSuchBucket is a misconfiguration, not an empty library). HEAD answers have no body
 * to tell the two apart, so `exists` on a missing bucket is false; get and put throw.
 */
function isStatus(error: unknown, status: number): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === "NoSuchBucket") return false;
  return error.$metadata?.httpStatusCode === status;
}
