import { describe, expect, it } from "vitest";
import { askedAddress, redirectToCanonical } from "./canonical-address.ts";

const NAMES = ["cuisine", "search", "page"];
const asked = (target: string) => askedAddress(new URL(target, "http://localhost"), NAMES);
const redirected = (target: string, canonical: string) => {
  try {
    redirectToCanonical(new Request(`http://localhost${target}`), NAMES, canonical);
    return null;
  } catch (response) {
    return (response as Response).headers.get("location");
  }
};

describe("one address per list page", () => {
  it("reads the named parameters in order, leaving out empty and other ones", () => {
    expect(asked("/members?page=2&utm_source=x&cuisine=mexican&search=")).toBe(
      "/members?cuisine=mexican&page=2",
    );
    expect(asked("/members?search=&page=")).toBe("/members");
  });

  it("sends another spelling to the page's address and lets the address itself through", () => {
    expect(redirected("/members?cuisine=no-such", "/members")).toBe("/members");
    expect(redirected("/members?cuisine=MEXICAN", "/members?cuisine=mexican")).toBe(
      "/members?cuisine=mexican",
    );
    expect(redirected("/members?page=1", "/members")).toBe("/members");
    expect(redirected("/Members", "/members")).toBe("/members");
    expect(redirected("/members?cuisine=mexican&utm_source=x", "/members?cuisine=mexican")).toBe(
      null,
    );
  });
});
