import { expect, test } from "@playwright/test";
import { violations } from "./axe.ts";
import { ADMIN, apiCall, apiToken, signIn } from "./helpers.ts";

/**
 * Issue 27, point 1 (contract.md "Several domains in one panel"): tab A shows the Bay domain's
 * new-member form, tab B of the same browser (same cookies) switches the session to Catering
 * Collective; tab A's save must not land in Catering (nor anywhere): its access token died with
 * the switch, the renewal gives a Catering token, and the API refuses the request whose
 * X-Domain-Id still names Bay. Tab A says so and offers a reload, which shows Catering.
 */
test("a save in a tab whose domain another tab switched lands nowhere, and says so", async ({
  context,
}) => {
  // Two tabs, two axe scans and four screens: 57 s of the 60 s limit on a busy two-core machine
  // with every call answered (session 28), so it gets the slow journeys' time.
  test.slow();
  const tabA = await context.newPage();
  await signIn(tabA);
  await tabA.goto("/panel/members/new");
  await expect(tabA.getByLabel("Title")).toBeVisible();
  await expect(tabA.getByText("Bay Food Truck Association").first()).toBeVisible();
  const sent: (string | undefined)[] = [];
  tabA.on("request", (request) => {
    if (new URL(request.url()).host.startsWith("api.") && request.method() !== "OPTIONS") {
      sent.push(request.headers()["x-domain-id"]);
    }
  });

  const tabB = await context.newPage();
  await tabB.goto("/panel");
  await tabB.getByRole("combobox", { name: "Active domain" }).click();
  await tabB.getByRole("option", { name: /Catering Collective/ }).click();
  await expect(tabB.getByRole("main").getByText("Catering Collective").first()).toBeVisible();

  const word = `Twotabs${Date.now()}`;
  await tabA.bringToFront();
  await tabA.getByLabel("Title").fill(`${word} Truck`);
  await tabA.getByRole("button", { name: "Save" }).click();
  await expect(tabA.getByText(/The active domain changed in another tab/)).toBeVisible();
  await expect(tabA.getByText("Member saved.")).toHaveCount(0);
  // The notice passes axe too (the toasts' colored theme put white on yellow at 1.7:1).
  const failures = await violations(tabA);
  expect(failures, failures.join("\n")).toEqual([]);
  // Every API call of tab A named Bay (id 1), the domain its screen shows.
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent)).toEqual(new Set(["1"]));

  // Neither domain has the member.
  for (const host of ["localhost", "catering.localhost"]) {
    const token = await apiToken(ADMIN, host);
    const found = await apiCall<{ data: unknown[] }>(
      "GET",
      `/api/posts/by-type?type=2&search=${word}`,
      { host, token },
    );
    expect({ host, found: found.body.data }).toEqual({ host, found: [] });
  }

  // Reload: the screen now shows the session's domain, and saving works there.
  await tabA.getByRole("button", { name: "Reload" }).click();
  await expect(tabA.getByText("Catering Collective").first()).toBeVisible();
  await tabA.getByLabel("Title").fill(`${word} Truck`);
  await tabA.getByRole("button", { name: "Save" }).click();
  await expect(tabA.getByText("Member saved.")).toBeVisible();

  // Catering's images show in the panel of localhost: media urls are absolute on their own site.
  await tabA.goto("/panel/media");
  const image = tabA.locator("[data-media-id] img").first();
  await expect(image).toBeVisible();
  expect(await image.getAttribute("src")).toMatch(/^http:\/\/catering\.localhost:\d+\/storage\//);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // A published Catering member's "View" opens it on catering.localhost, not on this host.
  const cateringToken = await apiToken(ADMIN, "catering.localhost");
  const members = await apiCall<{ data: { id: number; post_status_id: number }[] }>(
    "GET",
    "/api/posts/by-type?type=2",
    { host: "catering.localhost", token: cateringToken },
  );
  const published = members.body.data.find((m) => m.post_status_id === 2);
  expect(published).toBeTruthy();
  await tabA.goto(`/panel/members/${published?.id}`);
  const view = tabA.getByRole("link", { name: "View", exact: true });
  await expect(view).toBeVisible();
  expect(await view.getAttribute("href")).toMatch(/^http:\/\/catering\.localhost:\d+\//);
});
