/**
 * The node:http ceiling of `npm run bench:http`: serves recorded responses (exact bytes and
 * headers) from memory, one lookup by path and nothing else. Runs as its own process so it
 * does not share an event loop with autocannon. Argument: a JSON file of RecordedPage[];
 * reports `{ port }` over IPC once it listens.
 */
import { readFileSync } from "node:fs";
import http from "node:http";

export type RecordedPage = {
  path: string;
  status: number;
  headers: Record<string, string | string[]>;
  bodyBase64: string;
};

const pages: RecordedPage[] = JSON.parse(readFileSync(process.argv[2], "utf8"));
const byPath = new Map(
  pages.map((page) => {
    const body = Buffer.from(page.bodyBase64, "base64");
    return [
      page.path,
      { status: page.status, headers: { ...page.headers, "content-length": body.length }, body },
    ];
  }),
);

const server = http.createServer((req, res) => {
  const page = byPath.get(req.url ?? "");
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(page.status, page.headers).end(page.body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
process.on("SIGTERM", () => process.exit(0));
