import type { Account, AccountUpdate } from "@fooddir/contract";

/** The form's values: the account's details and, for an email change, the current password. */
export type DetailsValues = {
  firstname: string;
  lastname: string;
  email: string;
  current_password: string;
};
export type DetailsErrors = Partial<Record<keyof DetailsValues, string>>;
type AccountDetails = Pick<Account, "firstname" | "lastname" | "email">;
type DetailsChanges = Pick<AccountUpdate, keyof DetailsValues>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CURRENT_PASSWORD_FOR_EMAIL = "Enter your current password to change your email.";

export function detailsOf(account: AccountDetails): DetailsValues {
  return {
    firstname: account.firstname,
    lastname: account.lastname,
    email: account.email,
    current_password: "",
  };
}

/** True when the form's email differs from the account's (trimmed, case-insensitive). */
export function emailChanged(account: AccountDetails, values: Pick<DetailsValues, "email">) {
  return values.email.trim().toLowerCase() !== account.email.toLowerCase();
}

/**
 * Only the fields that differ from the account (trimmed; emails compared case-insensitively); a
 * new email goes with the current password, which the server requires for it.
 */
export function detailsChanges(account: AccountDetails, values: DetailsValues): DetailsChanges {
  const changes: DetailsChanges = {};
  const firstname = values.firstname.trim();
  const lastname = values.lastname.trim();
  if (firstname !== account.firstname) changes.firstname = firstname;
  if (lastname !== account.lastname) changes.lastname = lastname;
  if (emailChanged(account, values)) {
    changes.email = values.email.trim().toLowerCase();
    changes.current_password = values.current_password;
  }
  return changes;
}

/**
 * The checks the server makes too (contract account.ts), so obvious mistakes show at once; with
 * `account`, a changed email needs the current password.
 */
export function validateDetails(values: DetailsValues, account?: AccountDetails): DetailsErrors {
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
  if (account && emailChanged(account, values) && !values.current_password) {
    errors.current_password = CURRENT_PASSWORD_FOR_EMAIL;
  }
  return errors;
}
