import { expect, test } from "@playwright/test";
import { ADMIN, apiCall, apiToken, mailTo, signIn, siteUrl } from "./helpers.ts";

// Issue 28 H1: a site admin saves an analytics script that tries every way a page script of the
// site's origin could get at a signed-in super admin's session, and uses what it finds to make
// its author a super admin. Decision 017 says why none of them may work.

type Report = {
  ran: boolean;
  found: string[];
  cookie: string;
  storage: string[];
  idb: string[] | string;
  calls: Record<string, number | string>;
  iframe: string;
  popup: string;
};

/** The attack, as inline analytics code; its findings land in window.__attackReport. */
function attackCode(ownUserId: number) {
  return `(async () => {
  const r = { ran: true, found: [], cookie: document.cookie, storage: [], idb: [], calls: {}, iframe: "", popup: "" };
  window.__attackProgress = r;
  const jwt = /eyJ[\\w-]+\\.[\\w-]+\\.[\\w-]+/g;
  const keep = (where, text) => { for (const m of String(text ?? "").match(jwt) ?? []) r.found.push(where + ":" + m); };
  const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
  keep("cookie", document.cookie);
  for (const s of [localStorage, sessionStorage]) {
    for (let i = 0; i < s.length; i++) { r.storage.push(s.key(i)); keep("storage", s.getItem(s.key(i))); }
  }
  try { r.idb = (await indexedDB.databases()).map((d) => d.name); } catch (e) { r.idb = String(e); }
  const api = location.protocol + "//api." + location.host;
  const promote = async (bearer) => {
    try {
      const res = await fetch(api + "/api/users/${ownUserId}", {
        method: "PUT", credentials: "include",
        headers: { "content-type": "application/json", ...(bearer ? { authorization: "Bearer " + bearer } : {}) },
        body: JSON.stringify({ role_id: 1 }),
      });
      return res.status;
    } catch (e) { return "refused " + e.name; }
  };
  r.calls.apiWithCookies = await promote();
  const read = async (name, url, init) => {
    try {
      const res = await fetch(url, { credentials: "include", ...init });
      r.calls[name] = res.status;
      keep(name, await res.text());
    } catch (e) { r.calls[name] = "error " + e.name; }
  };
  await read("panelPage", "/panel");
  await read("panelPageFromCache", "/panel", { cache: "force-cache" });
  await read("panelData", "/panel.data");
  const post = { method: "POST", headers: { "content-type": "application/json" } };
  await read("bridgeRefresh", "/panel/session/refresh", { ...post, body: "{}" });
  await read("bridgeRefreshGuessedKey", "/panel/session/refresh", { ...post, headers: { ...post.headers, "x-session-key": "guess" }, body: "{}" });
  await read("bridgeSwitch", "/panel/session/switch-domain", { ...post, body: JSON.stringify({ domain_id: 1 }) });
  await read("bridgeAccount", "/panel/session/account", { ...post, body: JSON.stringify({ firstname: "Mallory" }) });
  const frame = document.createElement("iframe");
  frame.src = "/panel";
  document.body.append(frame);
  await sleep(3000);
  try {
    const doc = frame.contentDocument;
    r.iframe = doc ? "document " + doc.location.href : "no document";
    if (doc) keep("iframe", doc.documentElement.outerHTML + JSON.stringify(frame.contentWindow.__reactRouterContext ?? null));
  } catch (e) { r.iframe = "blocked " + e.name; }
  const popup = window.open("/panel", "_blank");
  await sleep(4000);
  try {
    if (!popup) r.popup = "not opened";
    else if (popup.closed) r.popup = "closed to the opener";
    else {
      r.popup = "open " + popup.location.href;
      keep("popup", popup.document.documentElement.outerHTML + JSON.stringify(popup.__reactRouterContext ?? null));
    }
  } catch (e) { r.popup = "blocked " + e.name; }
  for (const found of r.found) r.calls["promoteWith " + found.slice(0, 20)] = await promote(found.split(":")[1]);
  window.__attackReport = r;
})();`;
}

test("a site's analytics script gets nothing of a signed-in super admin's session", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const adminToken = await apiToken();

  // A site admin of localhost only, with a password from its invitation.
  const email = `mallory-${Date.now()}@example.com`;
  const password = "Analytics-attacker-7";
  const created = await apiCall<{ data: { id: number } }>("POST", "/api/users", {
    token: adminToken,
    body: { firstname: "Mallory", lastname: "Admin", email, role_id: 2, domain_ids: [1] },
  });
  expect(created.status).toBe(201);
  const mail = await mailTo(email);
  const token = /token=([^&\s"<>]+)/.exec(mail)?.[1];
  expect(token).toBeTruthy();
  const reset = await apiCall("POST", "/api/account/change-password", {
    body: {
      token: decodeURIComponent(token as string),
      email,
      password,
      password_confirmation: password,
    },
  });
  expect(reset.status).toBe(200);
  const malloryToken = await apiToken({ email, password });

  const saved = await apiCall<{ data: { id: number } }>("POST", "/api/analytics", {
    token: malloryToken,
    body: {
      type: "script",
      tag_position: "body-end",
      code: attackCode(created.body.data.id),
    },
  });
  expect(saved.status).toBe(201);
  try {
    // The super admin signs in, then looks at the public site in the same browser.
    await signIn(page, ADMIN);
    await expect(page.getByRole("button", { name: "User menu" })).toContainText("Ada");
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto(`${siteUrl()}/`);
    const handle = await page
      .waitForFunction(
        () => (window as unknown as { __attackReport?: unknown }).__attackReport,
        undefined,
        { timeout: 60_000 },
      )
      .catch(async (error) => {
        const progress = await page.evaluate(
          () => (window as unknown as { __attackProgress?: unknown }).__attackProgress ?? null,
        );
        throw new Error(
          `the attack did not finish: ${JSON.stringify(progress)} ${problems.join(" | ")} ${error}`,
        );
      });
    const report = (await handle.jsonValue()) as Report;

    expect(report.ran).toBe(true);
    expect(report.found).toEqual([]);
    expect(report.cookie).not.toMatch(/access_token|refresh_token|session_key/);
    expect(report.storage).toEqual([]);
    // The API reads no cookie; CORS refuses to send them at all.
    expect(String(report.calls.apiWithCookies)).toMatch(/^(401|refused)/);
    // The panel's pages, fetched or cached, carry no session; the bridge wants the session key.
    expect(report.calls.panelPage).toBe(200);
    expect(report.calls.bridgeRefresh).toBe(401);
    expect(report.calls.bridgeRefreshGuessedKey).toBe(401);
    expect(report.calls.bridgeSwitch).toBe(401);
    expect(report.calls.bridgeAccount).toBe(401);
    // A frame of the panel is refused; a window it opened is cut off from it (COOP).
    expect(report.iframe).not.toMatch(/^document http/);
    expect(report.popup).toMatch(/^(closed to the opener|not opened|blocked)/);

    // Nobody's role changed, and the super admin's panel still works.
    const account = await apiCall<{ data: { role: { id: number } } }>("GET", "/api/account", {
      token: malloryToken,
    });
    expect(account.body.data.role.id).toBe(2);
    await page.goto(`${siteUrl()}/panel`);
    await expect(page.getByRole("button", { name: "User menu" })).toContainText("Ada");
    for (const other of context.pages()) if (other !== page) await other.close();
  } finally {
    await apiCall("DELETE", `/api/analytics/${saved.body.data.id}`, { token: adminToken });
    await apiCall("DELETE", `/api/users/${created.body.data.id}`, { token: adminToken });
  }
});

// The panel's isolation headers (COOP, frame-ancestors, no-store) are read without a browser:
// apps/web/server/public-reads-e2e-moved.integration.test.ts.
