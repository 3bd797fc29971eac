/** The 422 messages of a sign-in (check-login.ts); the audit log names failed sign-ins by them. */
export const BAD_CREDENTIALS = "These credentials do not match our records.";
export const CODE_REQUIRED = "Enter the code from your authenticator app.";
export const CODE_INVALID = "The two-factor code is invalid.";
export const NO_DOMAIN = "This account has no access to any site.";
