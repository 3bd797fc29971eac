/** What two-factor set-up and removal answer (the issuer named in an authenticator app, and the 422 messages). */
export const DEFAULT_TOTP_ISSUER = "Food truck directory";
export const PASSWORD_INCORRECT = "The password is incorrect.";
export const TWO_FACTOR_ALREADY_ENABLED = "Two-factor authentication is already enabled.";
export const CONFIRM_CODE_INVALID = "The code is invalid. Enter the current code from your app.";
export const NOTHING_TO_CONFIRM = "Start setting up two-factor authentication first.";
