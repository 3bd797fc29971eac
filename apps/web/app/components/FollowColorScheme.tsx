import { COLOR_SCHEME_STORAGE_KEY } from "../lib/theme.ts";

/**
 * What Mantine's color-scheme manager does on a hydrated page, for a Mantine page rendered
 * without scripts (the sign-in page): while the choice is "auto" (or none), the page follows the
 * device's light / dark setting as it changes. ColorSchemeScript sets the first value; this
 * inline script (the policy's nonce, no request) keeps it in step.
 */
export function FollowColorScheme({ nonce }: { nonce?: string }) {
  const key = JSON.stringify(COLOR_SCHEME_STORAGE_KEY);
  const script = `try{var m=matchMedia("(prefers-color-scheme: dark)");m.addEventListener("change",function(e){var c=localStorage.getItem(${key});if(c!=="light"&&c!=="dark")document.documentElement.setAttribute("data-mantine-color-scheme",e.matches?"dark":"light")})}catch(e){}`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, nothing from a request
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
