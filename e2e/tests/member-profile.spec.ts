import { expect, test } from "@playwright/test";
import { apiCall, apiToken, signIn, siteUrl } from "./helpers.ts";

// contract.md "Member profiles": staff fill a member's contact and menu in the panel; the public
// member page shows them (and says them in its JSON-LD).

test.describe("member profiles", () => {
  let token = "";
  let member = { id: 0, url: "", title: "" };

  test.beforeAll(async () => {
    token = await apiToken();
    const stamp = Date.now();
    const res = await apiCall<{ data: { id: number; attributes: { url: string; title: string } } }>(
      "POST",
      "/api/posts",
      {
        token,
        body: {
          url: `e2e-profile-truck-${stamp}`,
          title: `Profile Truck ${stamp}`,
          description: "A truck whose contact and menu the test fills.",
          post_status_id: 2,
          post_type_id: 2,
        },
      },
    );
    expect(res.status).toBe(201);
    const { id, attributes } = res.body.data;
    member = { id, url: attributes.url, title: attributes.title };
  });

  test.afterAll(async () => {
    if (!member.id) return;
    await apiCall("DELETE", `/api/posts/${member.id}`, { token });
    await apiCall("DELETE", `/api/posts/${member.id}/permanently`, { token });
  });

  test("staff fill contact and menu, reorder sections by keyboard; the member page shows them", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto(`${siteUrl()}/panel/members/${member.id}`);
    const profile = page.getByRole("region", { name: "Contact and menu" });
    await expect(profile).toBeVisible();

    // A script address is refused at its field, before anything is sent.
    await profile.getByLabel("Website").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      profile.getByText("Enter a web address starting with https:// or http://"),
    ).toBeVisible();

    await profile.getByLabel("Phone").fill("+1 (555) 010-7788");
    await profile.getByLabel("Website").fill("https://profile-truck.example.com");
    await expect(profile.getByText("Enter a web address starting with https://")).toHaveCount(0);

    // Two sections, one item each; a new section's title takes the focus.
    await profile.getByRole("button", { name: "Add menu section" }).click();
    await expect(profile.getByLabel("Section name")).toBeFocused();
    await page.keyboard.type("Tacos");
    await profile.getByLabel("Name, Tacos, item 1").fill("Al pastor");
    await profile.getByLabel("Price in USD, Tacos, item 1").fill("4.5");
    await profile.getByLabel("Description, Tacos, item 1").fill("Pork, pineapple, onion");
    await profile.getByLabel("Dietary, Tacos, item 1").click();
    await page.getByRole("option", { name: "Halal" }).click();
    await page.keyboard.press("Escape");

    await profile.getByRole("button", { name: "Add menu section" }).click();
    await expect(profile.getByLabel("Section name").nth(1)).toBeFocused();
    await page.keyboard.type("Drinks");
    await profile.getByLabel("Name, Drinks, item 1").fill("Horchata");
    await profile.getByLabel("Price in USD, Drinks, item 1").fill("3");

    // Move Drinks above Tacos with the keyboard, each step announced.
    const announced = page.locator('[id^="DndLiveRegion"]');
    await profile.getByRole("button", { name: "Move section Drinks", exact: true }).focus();
    await page.keyboard.press("Space");
    await expect(announced.filter({ hasText: "Picked up Drinks." })).toHaveCount(1);
    await page.keyboard.press("ArrowUp");
    await expect(announced.filter({ hasText: "Drinks moved to position 1." })).toHaveCount(1);
    await page.keyboard.press("Space");
    await expect(announced.filter({ hasText: "Drinks dropped at position 1." })).toHaveCount(1);
    const titles = profile.locator("[data-menu-section-title]");
    await expect(titles.nth(0)).toHaveValue("Drinks");
    await expect(titles.nth(1)).toHaveValue("Tacos");

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/posts/${member.id}/data`) && r.request().method() === "PUT",
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText("Member saved.")).toBeVisible();

    // Stored as sent: after a reload the order and the values are the same.
    await page.reload();
    await expect(titles.nth(0)).toHaveValue("Drinks");
    await expect(profile.getByLabel("Phone")).toHaveValue("+1 (555) 010-7788");

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${siteUrl()}/${member.url}`);
      const contact = page.getByRole("region", { name: "Contact", exact: true });
      await expect(contact.getByRole("link", { name: "+1 (555) 010-7788" })).toHaveAttribute(
        "href",
        "tel:+15550107788",
      );
      const website = contact.getByRole("link", { name: "profile-truck.example.com" });
      await expect(website).toHaveAttribute("href", "https://profile-truck.example.com");
      await expect(website).toHaveAttribute("rel", "noopener");

      const menu = page.getByRole("region", { name: "Menu", exact: true });
      await expect(menu.getByRole("heading", { level: 3 })).toHaveText(["Drinks", "Tacos"]);
      const tacos = menu.getByRole("region", { name: "Tacos", exact: true });
      await expect(tacos.getByText("Al pastor")).toBeVisible();
      await expect(tacos.getByText("$4.50")).toBeVisible();
      await expect(tacos.getByText("Pork, pineapple, onion")).toBeVisible();
      await expect(tacos.getByRole("list", { name: "Dietary" })).toHaveText("Halal");
      await expect(
        menu.getByRole("region", { name: "Drinks", exact: true }).getByText("$3.00"),
      ).toBeVisible();
      // Nothing overflows the narrow screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
      await page.screenshot({
        path: test.info().outputPath(`member-profile-${width}.png`),
        fullPage: true,
      });
    }

    // The structured data names the contact and the menu.
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((text) => JSON.parse(text))
      .find((item: { "@type"?: string }) => item["@type"] === "FoodEstablishment");
    expect(jsonLd).toMatchObject({
      telephone: "+1 (555) 010-7788",
      url: "https://profile-truck.example.com",
      hasMenu: {
        "@type": "Menu",
        hasMenuSection: [
          { name: "Drinks", hasMenuItem: [{ name: "Horchata", offers: { price: "3.00" } }] },
          {
            name: "Tacos",
            hasMenuItem: [
              {
                name: "Al pastor",
                offers: { price: "4.50", priceCurrency: "USD" },
                suitableForDiet: ["https://schema.org/HalalDiet"],
              },
            ],
          },
        ],
      },
    });
  });
});
