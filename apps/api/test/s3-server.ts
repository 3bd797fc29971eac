import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { s3TestEnv } from "./s3-bucket.ts";

export type TestS3Server = {
  endpoint: string;
  /** S3_* variables of a bucket on this server, for loadConfig. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
};

/**
 * A real S3 API on loopback (s3rver, files in a temporary directory) with the given buckets.
 * Closing drops the SDK's keep-alive connections first, so close never waits for them to idle.
 */
export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "fooddir-s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket) => s3TestEnv(endpoint, bucket),
    async close() {
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
