import { type Browser, expect, type Page, test } from "@playwright/test";
import { lightAndDark } from "./axe.ts";
import { signIn, siteUrl, VENDOR } from "./helpers.ts";

/** Every panel screen (one of each kind), with what shows it is loaded. */
const SCREENS: [path: string, ready: (page: Page) => Promise<void>][] = [
  ["/panel", (p) => expect(p.getByRole("heading", { name: "Recent edits" })).toBeVisible()],
  ["/panel/pages", (p) => expect(p.getByTestId("list-total")).toBeVisible()],
  ["/panel/members", (p) => expect(p.getByTestId("list-total")).toBeVisible()],
  ["/panel/members/new", (p) => expect(p.getByLabel("Title")).toBeVisible()],
  ["/panel/pages/1", (p) => expect(p.getByLabel("Title")).toBeVisible()],
  // A demo page's History tab: its versions and the diff of the newest two.
  [
    "/panel/pages/1?tab=history",
    (p) =>
      expect(
        p.getByRole("heading", { name: "Changes" }).or(p.getByText("No versions yet")),
      ).toBeVisible(),
  ],
  ["/panel/cuisines", (p) => expect(p.getByTestId("list-total")).toBeVisible()],
  ["/panel/cuisine-tags", (p) => expect(p.getByTestId("list-total")).toHaveText(/cuisine tag/)],
  ["/panel/locations", (p) => expect(p.getByTestId("list-total")).toHaveText(/location/)],
  ["/panel/schedule", (p) => expect(p.getByTestId("list-total")).toHaveText(/shown/)],
  // The first demo member (ids 1-4 are the pages): its Schedule tab, loaded.
  ["/panel/members/5?tab=schedule", (p) => expect(p.getByText(/^Times in /)).toBeVisible()],
  ["/panel/caterings", (p) => expect(p.getByTestId("list-total")).toBeVisible()],
  ["/panel/showcases", (p) => expect(p.getByTestId("list-total")).toBeVisible()],
  ["/panel/blog", (p) => expect(p.getByTestId("list-total")).toBeVisible()],
  ["/panel/media", (p) => expect(p.getByRole("heading", { name: "Media" })).toBeVisible()],
  // Its list mode: a table from 768 px, cards below (the record list).
  [
    "/panel/media?view=list",
    (p) => expect(p.locator("[data-media-id]:visible").first()).toBeVisible(),
  ],
  ["/panel/faq", (p) => expect(p.getByRole("heading", { name: "FAQ" })).toBeVisible()],
  [
    "/panel/submissions",
    (p) => expect(p.getByRole("heading", { name: "Submissions" })).toBeVisible(),
  ],
  ["/panel/catering-requests", (p) => expect(p.getByTestId("list-total")).toHaveText(/request/)],
  // The demo's first request (localhost, new: its matches wait to be sent).
  [
    "/panel/catering-requests/1",
    (p) => expect(p.getByRole("heading", { name: "Matched trucks" })).toBeVisible(),
  ],
  // The demo's week of sign-ins and changes (demo/editorial.ts).
  ["/panel/audit-log", (p) => expect(p.getByTestId("list-total")).toHaveText(/\d+ entr/)],
  ["/panel/site-options", (p) => expect(p.getByRole("tab", { name: "Colors" })).toBeVisible()],
  [
    "/panel/site-options?tab=options",
    (p) => expect(p.getByRole("tab", { name: "Options" })).toBeVisible(),
  ],
  [
    "/panel/site-options?tab=socials",
    (p) => expect(p.getByRole("tab", { name: "Socials" })).toBeVisible(),
  ],
  [
    "/panel/site-options?tab=menus",
    (p) => expect(p.getByRole("tab", { name: "Menus" })).toBeVisible(),
  ],
  [
    "/panel/site-options?tab=analytics",
    (p) => expect(p.getByRole("tab", { name: "Analytics" })).toBeVisible(),
  ],
  ["/panel/site-options?tab=seo", (p) => expect(p.getByRole("tab", { name: "SEO" })).toBeVisible()],
  [
    "/panel/site-options?tab=not-found",
    (p) => expect(p.getByRole("tab", { name: "Not-found page" })).toBeVisible(),
  ],
  // The demo vendor's change waiting for review (demo/vendors.ts).
  ["/panel/reviews", (p) => expect(p.getByRole("heading", { name: "Reviews" })).toBeVisible()],
  ["/panel/users", (p) => expect(p.getByRole("heading", { name: "Users" })).toBeVisible()],
  ["/panel/users/create", (p) => expect(p.getByLabel("Email")).toBeVisible()],
  ["/panel/users/1", (p) => expect(p.getByLabel("Email")).toHaveValue("admin@example.com")],
  ["/panel/profile", (p) => expect(p.getByRole("heading", { name: "Profile" })).toBeVisible()],
  [
    "/panel/pages/1/build",
    (p) => expect(p.frameLocator("iframe").locator(".blk-hero").first()).toBeVisible(),
  ],
  [
    "/panel/create-domain",
    (p) => expect(p.getByRole("heading", { name: "Create a domain" })).toBeVisible(),
  ],
];

const button = (page: Page, name: string | RegExp) => page.getByRole("button", { name }).first();

/** A button of the editor's entry on /panel/users: a table row at 1280 px, a card (a list item) at 375 px. */
const editorUserButton = (page: Page, name: RegExp) =>
  page
    .getByRole("row")
    .or(page.getByRole("listitem"))
    .filter({ hasText: "editor@example.com" })
    .getByRole("button", { name });

/**
 * Every kind of panel dialog: its accessible name, where it opens and how. The unsaved-changes
 * guard comes last: it leaves a dirty form behind.
 */
const DIALOGS: [name: string | RegExp, path: string, open: (page: Page) => Promise<void>][] = [
  ["New question", "/panel/faq", (p) => button(p, /^Add question to /).click()],
  ["Edit question", "/panel/faq", (p) => button(p, /^Edit “/).click()],
  ["Delete this question?", "/panel/faq", (p) => button(p, /^Delete “/).click()],
  ["Edit alt text", "/panel/media", (p) => button(p, /^Edit alt text of /).click()],
  [
    /^(Delete this image\?|This image is in use)$/,
    "/panel/media",
    (p) => button(p, /^Delete (?!all)/).click(),
  ],
  ["New social link", "/panel/site-options?tab=socials", (p) => button(p, "Add link").click()],
  [
    "New menu item",
    "/panel/site-options?tab=menus",
    (p) => button(p, "Add item to the header menu").click(),
  ],
  ["Add snippet", "/panel/site-options?tab=analytics", (p) => button(p, /^Add/).click()],
  // The header's bell: what waits, with links (issue 38).
  [/^Notifications/, "/panel", (p) => button(p, /^Notifications/).click()],
  ["Add a truck", "/panel/catering-requests/1", (p) => button(p, "Add a truck").click()],
  [
    "Mark this request booked?",
    "/panel/catering-requests/1",
    (p) => button(p, "Mark booked").click(),
  ],
  [
    /^Submission from /,
    "/panel/submissions",
    (p) =>
      // A table row's button at 1280 px, a card's at 375 px.
      p
        .getByRole("button", { name: /^View submission from / })
        .or(p.getByRole("list", { name: "Submissions" }).getByRole("button"))
        .first()
        .click(),
  ],
  [/^Disable .+\?$/, "/panel/users", (p) => editorUserButton(p, /^Disable /).click()],
  [/^Delete .+\?$/, "/panel/users", (p) => editorUserButton(p, /^Delete /).click()],
  ["Reject this change?", "/panel/reviews", (p) => button(p, /^Reject /).click()],
  ["Invite the vendor", "/panel/members/5", (p) => button(p, "Invite the vendor").click()],
  ["Choose poster", "/panel/members/new", (p) => button(p, /(Choose|Change) poster/).click()],
  ["New cuisine tag", "/panel/cuisine-tags", (p) => button(p, "New cuisine tag").click()],
  ["Add stop", "/panel/schedule", (p) => button(p, "Add stop").click()],
  ["Edit cuisine tag", "/panel/cuisine-tags", (p) => button(p, /^Edit /).click()],
  [/^Delete .+\?$/, "/panel/cuisine-tags", (p) => button(p, /^Delete /).click()],
  [
    "New location",
    "/panel/locations",
    async (p) => {
      await button(p, "Add location").click();
      // The map (Leaflet, loaded when the form opens) is scanned drawn.
      await expect(p.getByTestId("location-map")).toHaveClass(/leaflet-container/);
      // With the address search's answer: without a geocoder it says how to set coordinates.
      await p.getByLabel("Address").first().fill("1 Market St, San Francisco");
      await button(p, "Find the address").click();
      await expect(p.getByText(/GEOCODER_URL/)).toBeVisible();
    },
  ],
  [/two-factor|password/i, "/panel/profile", (p) => button(p, "Turn on").click()],
  [
    "Restore this version?",
    "/panel/pages/1?tab=history",
    (p) => button(p, /^Restore the version of /).click(),
  ],
  [
    "Leave without saving?",
    "/panel/members/new",
    async (p) => {
      await p.getByLabel("Title").fill("Not saved");
      // The header's home link: the section links are in a closed drawer at 375 px.
      await p.getByRole("link", { name: /, panel home$/ }).click();
    },
  ],
];

/** Demo pages that between them show every block type (demo-bodies.test.ts checks the set). */
const PUBLIC_PAGES = [
  "/",
  "/about",
  "/faq",
  "/contact",
  "/office-lunch-catering",
  "/harbor-fest-2024",
  "/mexican-food-trucks",
  "/members",
  "/members?cuisine=mexican&search=taco",
  "/blog",
  "/today",
  "/taco-loco",
  // "Is this your truck?": the claim page of the demo's Taco Loco (post 5).
  "/claim/5",
  "/no-such-page",
  // The other demo domain: its own colors must pass too (its host here, the port at run time:
  // a test's name must be the same in every worker).
  "catering.localhost/",
  "catering.localhost/members",
  "catering.localhost/harvest-table-catering",
];

/** The address of a public page: a path on the default site, or `host/path` on another. */
const urlOf = (page: string) =>
  page.startsWith("/")
    ? page
    : `${siteUrl(page.slice(0, page.indexOf("/")))}${page.slice(page.indexOf("/"))}`;

/** The two widths every screen is scanned at, light and dark. */
const WIDTHS = [375, 1280] as const;
const NARROW = { width: 375, height: 900 };

/**
 * Waits for the network to go quiet, at most 5 s: a request that never ends (a map tile server
 * unreachable from the test machine, say) must not hold the scan until the test times out.
 */
const quiet = (page: Page) =>
  page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);

/**
 * Every document the page opens gets a style that turns transitions and animations off, so a
 * scan sees the settled colors at once (Mantine's 150-200 ms fades after a color-scheme switch
 * or a dialog opening) instead of waiting for them: the settled state is the one scanned either
 * way. Panel and sign-in pages allow inline styles (style-src 'unsafe-inline').
 */
const stillPages = (page: Page) =>
  page.addInitScript(() => {
    const still = () => {
      const style = document.createElement("style");
      style.textContent =
        "*,*::before,*::after{transition:none!important;animation:none!important}";
      document.head.append(style);
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", still);
    else still();
  });

/**
 * Scans the loaded page at 375 px, then at 1280 px (the window is resized, not reloaded: the
 * styles and Mantine's media queries follow it), light and dark at each. Each line says where.
 */
async function everyWidth(page: Page, options: Parameters<typeof lightAndDark>[1] = {}) {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const line of await lightAndDark(page, options)) failures.push(`${width} px ${line}`);
  }
  await page.setViewportSize(NARROW);
  return failures;
}

test.describe("axe (WCAG 2.2 AA), public pages, light and dark, 375 and 1280 px", () => {
  test.use({ viewport: NARROW });
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no violation`, async ({ page }) => {
      const response = await page.goto(urlOf(path));
      expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
      // Public pages run no script (but /today's map): once loaded they are drawn.
      const failures = await everyWidth(page);
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});

/** The one page of a panel describe block: narrow, without transitions, signed in as `user`. */
async function stillSignedInPage(browser: Browser, user?: typeof VENDOR) {
  const context = await browser.newContext({ viewport: NARROW });
  const page = await context.newPage();
  await stillPages(page);
  await signIn(page, user);
  return page;
}

test.describe("axe (WCAG 2.2 AA), panel, light and dark, 375 and 1280 px", () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await stillSignedInPage(browser);
  });
  test.afterAll(async () => page.context().close());

  for (const [path, ready] of SCREENS) {
    test(`${path} has no violation`, async () => {
      await page.goto(path);
      await ready(page);
      await quiet(page);
      // The builder's preview frame holds Puck's drag wrappers (aria-label = the block's
      // name around the block's text: Label in Name is Puck's to fix); the blocks themselves
      // are scanned where they render, on the public pages above.
      const exclude = path.endsWith("/build") ? ["#preview-frame"] : [];
      // Transitions are off (stillPages): the colors are settled once the scheme switched.
      const failures = await everyWidth(page, { exclude, panel: true });
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }

  // Dialogs at the narrow width only: a dialog's content and colors do not change with the
  // width (Mantine's modal only grows), the screens behind them are scanned at both widths,
  // and CI keeps its time budget.
  for (const [name, path, open] of DIALOGS) {
    test(`the dialog "${name}" on ${path} has no violation`, async () => {
      await page.goto(path);
      await quiet(page);
      await open(page);
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      // Mantine's modal fade is off (stillPages); one frame for its entering styles.
      const failures = await lightAndDark(page, { settle: 50, panel: true });
      expect(failures, failures.join("\n")).toEqual([]);
      await page.keyboard.press("Escape");
    });
  }
});

/** The vendor panel (role 4): the demo vendor keeps Taco Loco (post 5), a change waiting. */
const VENDOR_SCREENS: [path: string, ready: (page: Page) => Promise<void>][] = [
  ["/panel", (p) => expect(p.getByRole("heading", { name: "My truck" })).toBeVisible()],
  ["/panel/members/5", (p) => expect(p.getByText(/waits for review/)).toBeVisible()],
  [
    "/panel/my-catering",
    (p) => expect(p.getByRole("heading", { name: "My catering requests" })).toBeVisible(),
  ],
  ["/panel/schedule", (p) => expect(p.getByTestId("list-total")).toHaveText(/shown/)],
  ["/panel/profile", (p) => expect(p.getByRole("heading", { name: "Profile" })).toBeVisible()],
  // A staff screen's address: the no-access page.
  [
    "/panel/users",
    (p) => expect(p.getByText(/Your vendor account keeps your own listing/)).toBeVisible(),
  ],
];

test.describe("axe (WCAG 2.2 AA), vendor panel, light and dark, 375 and 1280 px", () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await stillSignedInPage(browser, VENDOR);
  });
  test.afterAll(async () => page.context().close());

  for (const [path, ready] of VENDOR_SCREENS) {
    test(`${path} as a vendor has no violation`, async () => {
      await page.goto(path);
      await ready(page);
      await quiet(page);
      const failures = await everyWidth(page, { panel: true });
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});

/** The signed-out screens, each with what shows it is loaded. */
const SIGNED_OUT_SCREENS: [path: string, heading: string][] = [
  ["/team-login", "Team sign in"],
  ["/reset-password", "Reset password"],
  ["/change-password?token=x&email=a%40example.com", "Choose a new password"],
  ["/confirm-email?token=x", "Confirm your new email"],
  ["/revert-email?token=x", "Keep your email"],
  ["/accept-invitation?token=x", "Join the team"],
];

test.describe("axe (WCAG 2.2 AA), sign-in screens, light and dark, 375 and 1280 px", () => {
  test.use({ viewport: NARROW });
  test.beforeEach(({ page }) => stillPages(page));
  for (const [path, heading] of SIGNED_OUT_SCREENS) {
    test(`${path} has no violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await quiet(page);
      const failures = await everyWidth(page, { panel: true });
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});
