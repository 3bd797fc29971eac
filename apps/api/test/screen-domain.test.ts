import { API_PATHS, DOMAIN_CHANGED_MESSAGE, DOMAIN_ID_HEADER_INVALID } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { ADMIN, call, createTestApp, login } from "./helpers.ts";

// contract.md "Several domains in one panel" (issue 27, point 1): a request names the domain its
// screen shows in X-Domain-Id; when another tab switched the session's active domain, the API
// answers 409 and changes nothing, instead of saving into the other domain.

const { app } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });

const member = (title: string) => ({
  url: title.toLowerCase().replaceAll(" ", "-"),
  title,
  post_status_id: 2,
  post_type_id: 2,
});
/** POST /api/posts of a member titled `title` from a screen showing `domainId`. */
const createMemberOn = (token: string, domainId: string, title: string) =>
  call(app, "POST", "/api/posts", {
    token,
    headers: { "x-domain-id": domainId },
    body: member(title),
  });

/** The titles of the published members matching `search` on a site host. */
async function titlesOn(host: string, search: string) {
  const res = await call(app, "GET", `/api/posts/by-type?type=2&search=${search}`, { host });
  return (res.body.data as { attributes: { title: string } }[]).map((p) => p.attributes.title);
}

/** Tab A's token (Bay), then tab B switches the session to catering (id 2). */
async function switchedInAnotherTab() {
  const tabA = await login(app, ADMIN);
  const switched = await call(app, "POST", "/api/auth/switch-domain", {
    token: tabA.access_token,
    body: { domain_id: 2 },
  });
  expect(switched.status).toBe(200);
  // Tab A renews with the session's refresh token: it now acts on catering.
  const renewed = await call(app, "POST", API_PATHS.refreshTokens, {
    token: switched.body.data.refresh_token,
  });
  expect(renewed.status).toBe(200);
  return renewed.body.data.access_token as string;
}

describe("X-Domain-Id", () => {
  it("refuses a write for the domain a screen shows after another tab switched (409, nothing saved)", async () => {
    const token = await switchedInAnotherTab();
    const res = await createMemberOn(token, "1", "Kwazistale Truck");
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: DOMAIN_CHANGED_MESSAGE });
    // Neither domain got the member.
    expect(await titlesOn("localhost", "Kwazistale")).toEqual([]);
    expect(await titlesOn("catering.localhost", "Kwazistale")).toEqual([]);
  });

  it("refuses reads for another domain too, and settings writes", async () => {
    const token = await switchedInAnotherTab();
    const read = await call(app, "GET", "/api/domain-colors", {
      token,
      headers: { "x-domain-id": "1" },
    });
    expect(read.status).toBe(409);
    const write = await call(app, "PUT", "/api/domain-colors", {
      token,
      headers: { "x-domain-id": "1" },
      body: [{ domain_color_type_id: 1, code: "#000000" }],
    });
    expect(write.status).toBe(409);
    const colors = await call(app, "GET", "/api/domain-colors", { token });
    expect(colors.body.data).not.toContainEqual(expect.objectContaining({ code: "#000000" }));
  });

  it("lets a request for the active domain through, and one without the header", async () => {
    const token = await switchedInAnotherTab();
    const named = await createMemberOn(token, "2", "Kwazifresh Truck");
    expect(named.status).toBe(201);
    const other = await call(app, "GET", "/api/domain-colors", { token });
    expect(other.status).toBe(200);
    expect(await titlesOn("catering.localhost", "Kwazifresh")).toEqual(["Kwazifresh Truck"]);
    expect(await titlesOn("localhost", "Kwazifresh")).toEqual([]);
  });

  it("answers 400 to a header that is not a domain id", async () => {
    const { access_token } = await login(app, ADMIN);
    for (const value of ["abc", "0", "-1", "1.5", "01", " 1", "99999999999", ""]) {
      const res = await call(app, "GET", "/api/domain-colors", {
        token: access_token,
        headers: { "x-domain-id": value },
      });
      expect({ value, status: res.status, body: res.body }).toEqual({
        value,
        status: 400,
        body: { message: DOMAIN_ID_HEADER_INVALID },
      });
    }
  });

  it("is ignored on calls without a token (public reads)", async () => {
    const res = await call(app, "GET", "/api/site", { headers: { "x-domain-id": "2" } });
    expect(res.status).toBe(200);
  });

  it("is allowed by CORS preflight from the site origin", async () => {
    const res = await app.inject({
      method: "OPTIONS",
      url: "/api/posts",
      headers: {
        host: "api.localhost:3000",
        origin: "http://localhost:3000",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,x-domain-id",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["access-control-allow-headers"]).toLowerCase()).toContain(
      "x-domain-id",
    );
  });
});

describe("media urls (contract.md: Several domains in one panel)", () => {
  it("are absolute on the media's own site, whichever API host the panel calls", async () => {
    const token = await switchedInAnotherTab();
    // The panel of localhost manages catering: it calls api.localhost with a catering token.
    const res = await call(app, "GET", "/api/media?limit=5", { token });
    expect(res.status).toBe(200);
    const items = res.body.data as { url: string; thumbnail_url: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(
        item.url.startsWith("http://catering.localhost:3000/storage/domains/catering.localhost/"),
      ).toBe(true);
      expect(item.thumbnail_url.startsWith("http://catering.localhost:3000/storage/")).toBe(true);
    }
    // The site's own reads too.
    const site = await call(app, "GET", "/api/domain-options", { host: "catering.localhost" });
    expect(site.body.data.logo.url.startsWith("http://catering.localhost:3000/storage/")).toBe(
      true,
    );
  });
});

describe("public_url on staff reads (contract.md: Several domains in one panel)", () => {
  it("is the post's absolute url on its own domain, for staff only", async () => {
    const token = await switchedInAnotherTab();
    const created = await call(app, "POST", "/api/posts", {
      token,
      body: member("Kwaziview Truck"),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.public_url).toBe("http://catering.localhost:3000/kwaziview-truck");
    const read = await call(app, "GET", `/api/posts/${created.body.data.id}`, { token });
    expect(read.body.data.public_url).toBe("http://catering.localhost:3000/kwaziview-truck");
    const staffList = await call(app, "GET", "/api/posts/by-type?type=2&search=Kwaziview", {
      token,
    });
    expect(staffList.body.data[0].public_url).toBe(
      "http://catering.localhost:3000/kwaziview-truck",
    );
    // Visitors' reads do not carry it, not even after a staff read of the same url.
    await call(app, "GET", "/api/posts/by-url?url=kwaziview-truck", {
      host: "catering.localhost",
      token,
    });
    for (const path of [
      "/api/posts/by-url?url=kwaziview-truck",
      "/api/posts/by-type?type=2&search=Kwaziview",
    ]) {
      const res = await call(app, "GET", path, { host: "catering.localhost" });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain("public_url");
    }
  });
});
