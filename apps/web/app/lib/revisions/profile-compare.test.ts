import { describe, expect, it } from "vitest";
import { fieldChanges } from "./compare.ts";
import { liveProfile, pendingProfile, snapshot } from "./profile-compare.fixtures.ts";
import { profileRows } from "./profile-compare.ts";

// Issue 38 point 2: a vendor changed the description, the phone and one menu item. The live
// profile comes back in the read's key order, the pending one in jsonb's: only what changed
// shows, as readable rows, never JSON.

describe("the review of a vendor's change (issue 38)", () => {
  it("shows the description, the phone and the one menu item, nothing else", () => {
    const changes = fieldChanges(
      snapshot({ profile: liveProfile }),
      snapshot({ description: "Burgers and fries downtown.", profile: pendingProfile }),
    );
    expect(changes.map((c) => c.label)).toEqual(["Description", "Profile"]);
    const profile = changes[1];
    expect(profile.rows).toEqual([
      {
        key: "phone",
        label: "Phone",
        change: "changed",
        before: "+1 (555) 0100-2000",
        after: "+1 (555) 0100-2999",
      },
      {
        key: "item:Mains:Classic burger",
        label: "Menu, Mains: Classic burger",
        change: "changed",
        before: "price 9.00",
        after: "price 10.50",
      },
    ]);
    // Never JSON: no braces or key names anywhere.
    expect(JSON.stringify(profile.rows)).not.toMatch(/[{[]"?(network|url|items)/);
  });

  it("sees no change when only the key order, or absent vs empty values, differ", () => {
    const { phone: _, ...withoutPhone } = { ...liveProfile, phone: "" };
    const sameAsLive = { ...structuredClone(pendingProfile), phone: liveProfile.phone };
    sameAsLive.menu[0].items[0].price = 9;
    expect(profileRows(liveProfile, sameAsLive)).toEqual([]);
    expect(profileRows({ ...withoutPhone }, { ...liveProfile, phone: null })).toEqual([]);
    expect(
      fieldChanges(
        snapshot({ profile: liveProfile }),
        snapshot({
          profile: { ...pendingProfile, phone: liveProfile.phone, menu: liveProfile.menu },
        }),
      ),
    ).toEqual([]);
  });

  it("names added and removed items, socials by network, and contact values that came or went", () => {
    const after = {
      ...liveProfile,
      public_email: null,
      socials: [
        liveProfile.socials[0],
        { network: "tiktok", url: "https://www.tiktok.com/@rollinggrill" },
      ],
      menu: [
        {
          section: "Mains",
          items: [
            liveProfile.menu[0].items[0],
            { name: "Chili dog", description: "Beef chili", price: 8.5, dietary: ["gluten-free"] },
          ],
        },
        liveProfile.menu[1],
      ],
    };
    const rows = profileRows(liveProfile, after);
    expect(rows.map((r) => [r.label, r.change, r.before, r.after])).toEqual([
      ["Public email", "removed", "hello@rolling-grill.example.com", null],
      ["Facebook", "removed", "https://www.facebook.com/rollinggrill", null],
      ["TikTok", "added", null, "https://www.tiktok.com/@rollinggrill"],
      ["Menu, Mains", "added", null, "Chili dog: Beef chili, 8.50 (Gluten-free)"],
      ["Menu, Mains", "removed", "Veggie burger: 10.00 (Vegetarian)", null],
    ]);
  });

  it("shows a renamed section and a new order of items", () => {
    const after = {
      ...liveProfile,
      menu: [
        {
          section: "Burgers",
          items: [liveProfile.menu[0].items[1], liveProfile.menu[0].items[0]],
        },
        liveProfile.menu[1],
      ],
    };
    const rows = profileRows(liveProfile, after);
    expect(rows.map((r) => [r.label, r.before, r.after])).toEqual([
      ["Menu section", "Mains", "Burgers"],
      ["Menu, Burgers: order", "Classic burger, Veggie burger", "Veggie burger, Classic burger"],
    ]);
  });
});
