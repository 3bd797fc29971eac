import { hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable with verbatimModuleSyntax)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a random password, verified against when the account does not exist so timing does not tell. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword("not-a-real-password-0f3a9c");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common. Choose a less predictable password.";
