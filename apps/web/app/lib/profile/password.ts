import { PASSWORD_MAX, PASSWORD_MIN } from "@fooddir/contract";

export type PasswordValues = {
  current_password: string;
  password: string;
  password_confirmation: string;
};
export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

export const EMPTY_PASSWORD_VALUES: PasswordValues = {
  current_password: "",
  password: "",
  password_confirmation: "",
};

/** Client-side checks (the common-password check is the server's). */
export function validatePasswordChange(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.current_password) {
    errors.current_password = "The current password field is required.";
  }
  if (!values.password) errors.password = "The password field is required.";
  else if (values.password.length < PASSWORD_MIN) {
    errors.password = `The password must be at least ${PASSWORD_MIN} characters.`;
  } else if (values.password.length > PASSWORD_MAX) {
    errors.password = `The password may not be greater than ${PASSWORD_MAX} characters.`;
  }
  if (values.password && values.password !== values.password_confirmation) {
    errors.password_confirmation = "The password confirmation does not match.";
  }
  return errors;
}

export type Strength = { score: 0 | 1 | 2 | 3 | 4; label: string; color: string };

const LABELS: Record<Strength["score"], Omit<Strength, "score">> = {
  0: { label: "Too short", color: "red" },
  1: { label: "Weak", color: "red" },
  2: { label: "Fair", color: "orange" },
  3: { label: "Good", color: "teal" },
  4: { label: "Strong", color: "green" },
};

const PATTERNS = [
  /password/i,
  /passwort/i,
  /qwert/i,
  /azert/i,
  /asdf/i,
  /letmein/i,
  /welcome/i,
  /admin/i,
  /iloveyou/i,
  /0123|1234|2345|3456|4567|5678|6789|7890/,
  /abcd|bcde|cdef/i,
];

/**
 * A rough strength hint (0-4) from length, character variety and well-known patterns. Only a
 * hint: the server decides (length and its list of common passwords).
 */
export function passwordStrength(password: string): Strength {
  const make = (score: Strength["score"]): Strength => ({ score, ...LABELS[score] });
  if (password.length < PASSWORD_MIN) return make(0);
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((r) => r.test(password)).length;
  let points = 1;
  if (password.length >= 12) points += 1;
  if (password.length >= 16) points += 1;
  if (password.length >= 20) points += 1;
  points += classes - 1;
  if (new Set(password.toLowerCase()).size <= Math.max(3, password.length / 4)) points -= 2;
  if (PATTERNS.some((p) => p.test(password))) points -= 3;
  const score = Math.min(4, Math.max(1, points)) as Strength["score"];
  return make(score);
}
