import type { Account, AccountUpdate } from "@fooddir/contract";

export type DetailsValues = { firstname: string; lastname: string; email: string };
export type DetailsErrors = Partial<Record<keyof DetailsValues, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function detailsOf(account: Pick<Account, keyof DetailsValues>): DetailsValues {
  return { firstname: account.firstname, lastname: account.lastname, email: account.email };
}

/** Only the fields that differ from the account (trimmed; emails compared case-insensitively). */
export function detailsChanges(
  account: Pick<Account, keyof DetailsValues>,
  values: DetailsValues,
): Pick<AccountUpdate, keyof DetailsValues> {
  const changes: Pick<AccountUpdate, keyof DetailsValues> = {};
  const firstname = values.firstname.trim();
  const lastname = values.lastname.trim();
  const email = values.email.trim().toLowerCase();
  if (firstname !== account.firstname) changes.firstname = firstname;
  if (lastname !== account.lastname) changes.lastname = lastname;
  if (email !== account.email.toLowerCase()) changes.email = email;
  return changes;
}

/** The checks the server makes too (contract account.ts), so obvious mistakes show at once. */
export function validateDetails(values: DetailsValues): DetailsErrors {
  const errors: DetailsErrors = {};
  const name = (label: string, value: string) => {
    const v = value.trim();
    if (!v) return `The ${label} field is required.`;
    if (v.length > 100) return `The ${label} may not be greater than 100 characters.`;
    return undefined;
  };
  const first = name("firstname", values.firstname);
  const last = name("lastname", values.lastname);
  if (first) errors.firstname = first;
  if (last) errors.lastname = last;
  const email = values.email.trim();
  if (!email) errors.email = "The email field is required.";
  else if (email.length > 254) errors.email = "The email may not be greater than 254 characters.";
  else if (!EMAIL_PATTERN.test(email)) errors.email = "The email must be a valid email address.";
  return errors;
}
