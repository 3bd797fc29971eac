/**
 * Mantine labels the password visibility toggle "Toggle password visibility", which makes
 * `getByLabel("Password")` ambiguous; this keeps the word out of the toggle's name.
 */
export const TOGGLE_PROPS = { "aria-label": "Show or hide characters" };
