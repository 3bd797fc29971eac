import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export type HostReply = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as text, decompressed when the server compressed it. */
  text: string;
  /** The body as sent. */
  raw: Buffer;
};

export type HostRequestOptions = {
  /** Host header (default "localhost"); `api.<host>` reaches the API. */
  host?: string;
  headers?: Record<string, string>;
  /** Bearer token. */
  token?: string;
  /** JSON body. */
  body?: unknown;
  /** A form's fields, sent urlencoded as a browser posts a form (instead of `body`). */
  form?: Record<string, string>;
  /** Bytes sent as they are with their content type (a multipart upload), instead of `body`. */
  raw?: { data: Buffer; contentType: string };
  /** Gives up (rejects) after this long; default: waits as long as the server takes. */
  timeoutMs?: number;
};

/**
 * One request to 127.0.0.1:port with a chosen Host header (Node's fetch would drop it, and
 * Node does not resolve *.localhost), on a connection of its own. Used by the server tests and
 * by `npm run bench:http`.
 */
export function hostRequest(
  port: number,
  method: string,
  target: string,
  options: HostRequestOptions = {},
): Promise<HostReply> {
  const payload = options.raw
    ? options.raw.data
    : options.form
      ? new URLSearchParams(options.form).toString()
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body);
  const type = options.raw
    ? options.raw.contentType
    : options.form
      ? "application/x-www-form-urlencoded"
      : "application/json";
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        agent: false,
        headers: {
          host: options.host ?? "localhost",
          ...(payload ? { "content-type": type } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          // A HEAD reply names its encoding but has no body to decompress.
          const encoding = raw.length > 0 ? res.headers["content-encoding"] : undefined;
          const plain =
            encoding === "br"
              ? brotliDecompressSync(raw)
              : encoding === "gzip"
                ? gunzipSync(raw)
                : raw;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: plain.toString(),
            raw,
          });
        });
      },
    );
    if (options.timeoutMs !== undefined) {
      req.setTimeout(options.timeoutMs, () => req.destroy(new Error("request timed out")));
    }
    req.on("error", reject);
    req.end(payload);
  });
}
