import { hostRequest } from "../../server/testing/host-request.ts";

/** An API call on one instance (Host api.localhost); anything but 2xx throws with the answer. */
export async function api<T>(
  port: number,
  method: string,
  target: string,
  token?: string,
  body?: unknown,
) {
  const reply = await hostRequest(port, method, target, {
    host: "api.localhost",
    token,
    body,
    timeoutMs: 15_000,
  });
  if (reply.status >= 300)
    throw new Error(`${method} ${target}: ${reply.status} ${reply.text.slice(0, 300)}`);
  return (JSON.parse(reply.text) as { data: T }).data;
}
