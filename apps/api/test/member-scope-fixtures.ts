import { createVendor as createVendorOn, publishedListings } from "./content-fixtures.ts";
import { userIdOf } from "./fixtures.ts";
import { createTestApp, EDITOR, login } from "./helpers.ts";

// Issue 25, decision 027: what a member (role 4) may do besides its posts: media it uploaded
// plus its listings' current images (and the upload quota), its stops, locations, and the
// catering requests sent to its listings. Another listing's media or stop is a 404.

export const now = Date.parse("2027-03-16T19:00:00Z"); // Tuesday 16 March 2027, 12:00 PDT
export const LOCAL = 1;
export const tenant = { id: LOCAL, host: "localhost" };
export const NOT_FOUND = { message: "Not found." };

/**
 * The member-scope test files' start: their own app on the clock `now` (members' uploads capped
 * at 1 MB), the editor, three published listings and vendors of the first two.
 */
export async function createMemberScopeTestApp() {
  const { app, db } = await createTestApp(
    { LOGIN_MAX_PER_IP: "1000", MEMBER_MEDIA_MAX_MB: "1" },
    { clock: () => now },
  );

  const editor = (await login(app, EDITOR)).access_token;
  const editorId = await userIdOf(db, EDITOR);

  const [alpha, beta, gamma] = await publishedListings(db, LOCAL);

  /** A role-4 account bound to `listings` (rows written directly), signed in. */
  const createVendor = (listings: { id: number }[]) =>
    createVendorOn(
      app,
      db,
      listings.map((l) => l.id),
      LOCAL,
    );

  const vendorA = await createVendor([alpha]);
  const vendorB = await createVendor([beta]);

  return {
    app,
    db,
    editor,
    editorId,
    alpha,
    beta,
    gamma,
    createVendor,
    vendorA,
    vendorB,
  };
}
