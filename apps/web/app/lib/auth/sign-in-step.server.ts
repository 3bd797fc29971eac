import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createContext } from "react-router";

// The sign-in form works without scripts (issue 40: the page renders and signs in before any
// script loads). When the account asks for its two-factor code, the code step's form carries the
// address and password it was given, sealed (AES-256-GCM under a key derived from APP_SECRET,
// bound to this purpose and to ten minutes), never in plain text in the page.

/** The key of the sealed step; null without one (the code step then asks for the password too). */
export const signInKeyContext = createContext<Uint8Array | null>(null);

/** How long the code step's sealed sign-in is good for. */
export const SIGN_IN_STEP_TTL_MS = 10 * 60_000;

const PURPOSE = Buffer.from("fooddir sign-in code step v1");

/** The sealing key for the code step, derived from the application secret. */
export function signInStepKey(appSecret: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", appSecret, "fooddir", PURPOSE, 32));
}

export type PendingSignIn = { email: string; password: string };

/** The address and password of a sign-in waiting for its code, sealed until `now` + TTL. */
export function sealSignIn(key: Uint8Array, pending: PendingSignIn, now: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(PURPOSE);
  const plain = JSON.stringify({
    e: pending.email,
    p: pending.password,
    x: now + SIGN_IN_STEP_TTL_MS,
  });
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The sealed sign-in, or null when it was altered, sealed under another key, or is too old. */
export function openSignIn(key: Uint8Array, token: string, now: number): PendingSignIn | null {
  const raw = Buffer.from(token, "base64url");
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12)).setAAD(PURPOSE);
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    const { e, p, x } = JSON.parse(plain.toString("utf8"));
    if (typeof e !== "string" || typeof p !== "string" || typeof x !== "number") return null;
    return x > now ? { email: e, password: p } : null;
  } catch {
    return null;
  }
}
