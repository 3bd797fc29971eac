import type { PostSnapshot } from "@fooddir/contract";
import { testSnapshot } from "../../testing/fixtures.ts";

/**
 * Issue 38 point 2's scenario, shared by the comparison's unit test and the review card's
 * component test: a listing's live profile (in the read's key order) and a vendor's pending one
 * (in jsonb's key order) that changes the phone and the price of one menu item.
 */
export const liveProfile = {
  phone: "+1 (555) 0100-2000",
  website: "https://rolling-grill.example.com",
  public_email: "hello@rolling-grill.example.com",
  socials: [
    { network: "instagram", url: "https://www.instagram.com/rollinggrill" },
    { network: "facebook", url: "https://www.facebook.com/rollinggrill" },
  ],
  menu: [
    {
      section: "Mains",
      items: [
        { name: "Classic burger", description: "Beef, cheddar", price: 9, dietary: [] },
        { name: "Veggie burger", description: null, price: 10, dietary: ["vegetarian"] },
      ],
    },
    { section: "Sides", items: [{ name: "Fries", description: null, price: 4, dietary: [] }] },
  ],
};

/** The same profile as jsonb returns it: other key order, the vendor's two changes in it. */
export const pendingProfile = {
  menu: [
    {
      items: [
        { name: "Classic burger", price: 10.5, dietary: [], description: "Beef, cheddar" },
        { name: "Veggie burger", price: 10, dietary: ["vegetarian"], description: null },
      ],
      section: "Mains",
    },
    { items: [{ name: "Fries", price: 4, dietary: [], description: null }], section: "Sides" },
  ],
  phone: "+1 (555) 0100-2999",
  socials: [
    { url: "https://www.instagram.com/rollinggrill", network: "instagram" },
    { url: "https://www.facebook.com/rollinggrill", network: "facebook" },
  ],
  website: "https://rolling-grill.example.com",
  public_email: "hello@rolling-grill.example.com",
};

export const snapshot = (over: Partial<PostSnapshot>): PostSnapshot =>
  testSnapshot({
    title: "Rolling Grill",
    url: "rolling-grill",
    description: "Burgers downtown.",
    ...over,
  });
