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
