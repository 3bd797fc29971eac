import { describe, expect, it } from "vitest";
import { createUser } from "./fixtures.ts";
import { createTestApp, eventually } from "./helpers.ts";

// A deployment behind TLS on the standard port: links must follow PUBLIC_URL, whatever port,
// scheme or forwarded headers the request that asked for the mail came with.
const { app, db, outbox } = await createTestApp({ PUBLIC_URL: "https://{host}" });

describe("links in mails", () => {
  it("are built from PUBLIC_URL and the domain's host, never from the request", async () => {
    const email = "links@example.com";
    await createUser(db, { email, domainIds: [1, 2] });
    const before = outbox.length;
    const res = await app.inject({
      method: "POST",
      url: "/api/account/reset-password",
      headers: {
        host: "api.catering.localhost:4444",
        "content-type": "application/json",
        "x-forwarded-host": "evil.example:8080",
        "x-forwarded-proto": "http",
        "x-forwarded-port": "8080",
        forwarded: "host=evil.example;proto=http",
      },
      payload: JSON.stringify({ email, host: "evil.example" }),
    });
    expect(res.statusCode).toBe(200);
    const mail = await eventually(() => (outbox.length > before ? outbox.at(-1) : undefined));
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    const url = new URL(links[0] ?? "");
    expect(url.origin).toBe("https://catering.localhost");
    expect(url.pathname).toBe("/change-password");
    expect(mail.text).not.toMatch(/evil|4444|8080/);
  });
});
