import { API_PATHS } from "@fooddir/contract";
import { expect } from "vitest";
import { users } from "../src/db/schema.ts";
import type { Jobs } from "../src/jobs/index.ts";
import { NOW } from "./catering-fixtures.ts";
import { adminTokenOn, createVendor, publishedListings, uniqueWord } from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";
import { call, createTestApp, login } from "./helpers.ts";

// Issue 38 point 10, contract.md "Notifications, search, places": the counts of what staff may
// act on, "new" until opened, the staff's notify setting (immediately / daily digest / off),
// and the mails to requesters and vendors. The clock is 1 May 2027 12:00 PDT (demo zone
// America/Los_Angeles); the digest's 07:00 is injected, never the wall clock.

export const LOCAL = 1;
export const CATERING = 2;

/**
 * The notifications test files' start: their own app (on the clock NOW unless given), staff of
 * localhost told immediately, daily or never and one of catering.localhost, a vendor of a
 * listing, and readers of the outbox and the counts.
 */
export async function createNotificationsTestApp(
  options: { clock?: () => number; jobs?: Jobs } = { clock: () => NOW },
) {
  const { app, db, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" }, options);

  // Only this file's staff are told: the demo's users keep quiet.
  await db.update(users).set({ notify: "off" });
  const mkStaff = async (roleId: 2 | 3, notify: string, domainIds = [LOCAL]) => {
    const email = `${uniqueWord("staff")}@example.com`;
    const id = await createUser(db, { email, roleId, domainIds, firstname: `Sam${notify}` });
    const token = (await login(app, email)).access_token;
    return { id, email, token, notify };
  };
  const soon = await mkStaff(2, "immediately");
  const daily = await mkStaff(3, "daily");
  const quiet = await mkStaff(3, "off");
  const foreignStaff = await mkStaff(2, "immediately", [CATERING]);
  // The setting is the profile's: POST /api/account stores it.
  for (const user of [soon, daily, quiet]) {
    const res = await call(app, "POST", "/api/account", {
      token: user.token,
      body: { notify: user.notify },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  const [listing, otherListing] = await publishedListings(db, LOCAL);
  const vendor = await createVendor(app, db, [listing.id], LOCAL);
  const catering = await adminTokenOn(app, CATERING);

  const mailsTo = (to: string, from = 0) => outbox.slice(from).filter((m) => m.to === to);
  const counts = async (token: string) => {
    const res = await call(app, "GET", API_PATHS.notificationCounts, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Record<string, number>;
  };

  return {
    app,
    db,
    outbox,
    soon,
    daily,
    quiet,
    foreignStaff,
    listing,
    otherListing,
    vendor,
    catering,
    mailsTo,
    counts,
  };
}
