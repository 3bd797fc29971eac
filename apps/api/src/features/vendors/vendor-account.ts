import { ROLES } from "@fooddir/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { rethrowEmailTaken } from "../users/user-rules.ts";

/** Names hold at most this many characters (personNameSchema). */
const NAME_MAX = 100;
/**
 * The last name of a vendor account made from a listing ("Taco Loco" + "Team"): the contract's
 * names need one, and the vendor may change both on its account page.
 */
export const VENDOR_LASTNAME = "Team";

export type VendorAccount = {
  id: number;
  email: string;
  firstname: string;
  /** Whether the account has chosen a password (it may sign in already). */
  hasPassword: boolean;
  /** Made just now for this listing. */
  created: boolean;
};

/** The names of a vendor account made from a listing: its title (cut to the names' limit) + "Team". */
export function vendorNames(listingTitle: string) {
  const firstname = listingTitle.trim().slice(0, NAME_MAX).trim() || "Vendor";
  return { firstname, lastname: VENDOR_LASTNAME };
}

/**
 * The live account of `email`, else a new one named after the listing (first name: its title,
 * cut to the names' limit), without a password and with no site yet (bindMember gives it the
 * listing's). Call inside the write's transaction.
 */
export async function findOrCreateVendorAccount(
  db: Db,
  email: string,
  listingTitle: string,
): Promise<VendorAccount> {
  const [found] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      passwordHash: users.password_hash,
    })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deleted_at)))
    .limit(1);
  if (found) {
    const { passwordHash, ...account } = found;
    return { ...account, hasPassword: passwordHash !== null, created: false };
  }
  const [created] = await db
    .insert(users)
    .values({
      ...vendorNames(listingTitle),
      email,
      role_id: ROLES.member,
      password_hash: null,
    })
    .returning({ id: users.id, email: users.email, firstname: users.firstname })
    .catch(rethrowEmailTaken);
  return { ...created, hasPassword: false, created: true };
}
