import { stripInvisibleCharacters } from "@fooddir/contract";

/** The longest media name kept (contract.md "Several domains in one panel": `name`). */
export const MEDIA_NAME_MAX = 200;

/**
 * The name of an uploaded file as the library keeps it: its last path segment (browsers and
 * tools may send `C:\fakepath\x.jpg` or `../x.jpg`), NFC, without control or direction
 * characters, spaces collapsed, at most 200 characters (whole characters, the extension kept
 * when it fits); "image" when nothing is left.
 */
export function sanitizeUploadName(raw: string | null | undefined): string {
  const last =
    String(raw ?? "")
      .split(/[\\/]/)
      .pop() ?? "";
  // Control characters become a space, formatting ones (direction overrides, zero-width) go.
  const clean = stripInvisibleCharacters(last.normalize("NFC")).replace(/\s+/g, " ");
  const name = clean.replace(/^\.+/, "").trim();
  if (!name) return "image";
  const chars = Array.from(name);
  if (chars.length <= MEDIA_NAME_MAX) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length > 0 && extension.length <= 10) {
    const base = Array.from(name.slice(0, dot)).slice(0, MEDIA_NAME_MAX - extension.length);
    return `${base.join("").trimEnd()}${extension.join("")}`;
  }
  return chars.slice(0, MEDIA_NAME_MAX).join("").trimEnd();
}
