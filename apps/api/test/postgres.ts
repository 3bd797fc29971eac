import { randomBytes } from "node:crypto";
import pg from "pg";

export const POSTGRES_TEMPLATE_DB = "fooddir_test_template";

/** Runs `fn` with a client on the maintenance database of the server in `url`. */
export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the server of `serverUrl` named `<prefix>_<random>`: its URL, and
 * `drop` (forcing out connections still open).
 */
export async function createEmptyDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await withAdminClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
