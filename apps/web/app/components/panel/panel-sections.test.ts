import { describe, expect, it } from "vitest";
import { mayOpen, sectionOf } from "./panel-sections.ts";

describe("panel sections", () => {
  it("finds the section of any address below it, the longest first", () => {
    expect(sectionOf("/panel")?.label).toBe("Dashboard");
    expect(sectionOf("/panel/site-options")?.label).toBe("Site options");
    expect(sectionOf("/panel/users/7")?.label).toBe("Users");
    expect(sectionOf("/panel/members/3/build")?.label).toBe("Members");
    expect(sectionOf("/panel/site-optionsx")).toBeUndefined();
    expect(sectionOf("/panel/no-such-screen")).toBeUndefined();
  });

  it("lets editors open content screens only (contract.md Roles)", () => {
    const editor = 3;
    for (const path of ["/panel/site-options", "/panel/users/1", "/panel/create-domain"]) {
      const section = sectionOf(path);
      expect(section && mayOpen(section, editor)).toBe(false);
    }
    const members = sectionOf("/panel/members");
    expect(members && mayOpen(members, editor)).toBe(true);
    const create = sectionOf("/panel/create-domain");
    expect(create && mayOpen(create, 2)).toBe(false);
    expect(create && mayOpen(create, 1)).toBe(true);
    // While the account loads nothing is refused yet.
    expect(create && mayOpen(create, undefined)).toBe(true);
  });
});
