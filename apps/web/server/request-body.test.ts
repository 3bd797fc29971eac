// @vitest-environment node

import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withBodyRead } from "./request-body.ts";

/**
 * A form's body is read before its render (issue 37): the handler gets it replayed, a body that
 * does not arrive in time is answered 408, one too large 413, each on a server of its own here.
 */
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const request = await withBodyRead(req, res, { maxBytes: 64, timeoutMs: 300 });
    if (!request) return;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    res.end(`${request.method} ${request.url} ${Buffer.concat(chunks).toString()}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends raw bytes; resolves to the answer's status line and body once the server closes. */
function raw(request: string, more?: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    const timer = more ? setInterval(() => socket.write(more()), 50) : undefined;
    socket.setTimeout(5_000, () => socket.destroy(new Error("no answer")));
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("close", () => {
      clearInterval(timer);
      resolve(answer);
    });
    socket.on("error", reject);
    socket.write(request);
  });
}

const post = (length: number, body: string) =>
  `POST /members?x=1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: ${length}\r\n\r\n${body}`;

describe("withBodyRead", () => {
  it("hands on the request with its body replayed", async () => {
    const answer = await raw(post(9, "form=join"));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain("POST /members?x=1 form=join");
  });

  it("answers 408 and closes the connection when the body does not arrive in time", async () => {
    const answer = await raw(post(50, "a"), () => "b");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain("The form took too long to arrive.");
  });

  it("answers 413 to a body over the limit, announced or sent", async () => {
    expect(await raw(post(65, ""))).toMatch(/^HTTP\/1\.1 413/);
    const chunked = `POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n41\r\n${"a".repeat(65)}\r\n0\r\n\r\n`;
    expect(await raw(chunked)).toMatch(/^HTTP\/1\.1 413/);
  });

  it("hands on a request without a body as it is", async () => {
    const answer = await raw("GET /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(answer).toContain("GET /about ");
  });
});
