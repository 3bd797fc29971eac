export const CODE_LENGTH = 6;

/** A base32 secret in blocks of 4 for typing by hand: "JBSW Y3DP EHPK 3PXP". */
export function groupSecret(secret: string, size = 4): string {
  const clean = secret.replaceAll(/\s/g, "").toUpperCase();
  return clean.match(new RegExp(`.{1,${size}}`, "g"))?.join(" ") ?? "";
}

/** The digits of a typed or pasted code ("123 456" -> "123456"). */
export function normalizeCode(code: string): string {
  return code.replaceAll(/\D/g, "");
}

export function isCompleteCode(code: string): boolean {
  return normalizeCode(code).length === CODE_LENGTH;
}

/** The QR code SVG as an <img> source (never inserted into the DOM as markup). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** A host fit for a file name ("Catering.localhost:3000" -> "catering.localhost"). */
export function safeHost(host: string): string {
  const clean = host
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replaceAll(/[^a-z0-9.-]+/g, "-")
    .replaceAll(/^[.-]+|[.-]+$/g, "");
  return clean || "site";
}

export function recoveryCodesFileName(host: string): string {
  return `recovery-codes-${safeHost(host)}.txt`;
}

/** The text of the downloaded (or copied) recovery codes file. */
export function recoveryCodesText(codes: readonly string[], host: string, date = new Date()) {
  const day = date.toISOString().slice(0, 10);
  return [
    `Two-factor recovery codes for ${safeHost(host)} (created ${day}).`,
    "Each code works once, in place of the code from your authenticator app. Keep them somewhere safe.",
    "",
    ...codes,
    "",
  ].join("\n");
}
