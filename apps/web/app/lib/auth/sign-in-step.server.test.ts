// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  openSignIn,
  SIGN_IN_STEP_TTL_MS,
  sealSignIn,
  signInStepKey,
} from "./sign-in-step.server.ts";

const key = signInStepKey("the-app-secret");
const NOW = Date.UTC(2026, 11, 3, 12);
const pending = { email: "vera@trucks.test", password: "correct horse battery" };

describe("the sign-in's sealed code step", () => {
  it("opens to the address and password it sealed, never showing them", () => {
    const sealed = sealSignIn(key, pending, NOW);
    expect(sealed).not.toContain("vera");
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain("correct horse");
    expect(openSignIn(key, sealed, NOW + 1_000)).toEqual(pending);
  });

  it("is refused once its ten minutes are over", () => {
    const sealed = sealSignIn(key, pending, NOW);
    expect(openSignIn(key, sealed, NOW + SIGN_IN_STEP_TTL_MS - 1)).toEqual(pending);
    expect(openSignIn(key, sealed, NOW + SIGN_IN_STEP_TTL_MS)).toBeNull();
  });

  it("is refused when altered, cut short or sealed under another secret", () => {
    const sealed = sealSignIn(key, pending, NOW);
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1] ^= 1;
    expect(openSignIn(key, bytes.toString("base64url"), NOW)).toBeNull();
    expect(openSignIn(key, sealed.slice(0, 20), NOW)).toBeNull();
    expect(openSignIn(key, "", NOW)).toBeNull();
    expect(openSignIn(signInStepKey("another-secret"), sealed, NOW)).toBeNull();
  });
});
