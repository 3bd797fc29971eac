import type { UserItem } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { jane } from "../../components/users/users-test-utils.tsx";
import {
  createUserBody,
  DOMAINS_REQUIRED,
  emptyUserForm,
  MEMBER_IDS_REQUIRED,
  type UserFormValues,
  updateUserBody,
  userFieldErrors,
  validateUserForm,
  valuesOfUser,
  withSiteRole,
} from "./form.ts";

const valid: UserFormValues = {
  firstname: " Jane ",
  lastname: "Doe",
  email: " Jane@Example.COM ",
  superAdmin: false,
  siteRoles: [{ domain_id: 2, role_id: 3 }],
  memberIds: [],
  disabled: false,
};

/** Jane (users-test-utils.tsx), an admin of B and an editor of A. */
const user: UserItem = {
  ...jane,
  domains: [
    { id: 4, host: "b.test", name: "B" },
    { id: 2, host: "a.test", name: "A" },
  ],
  domain_roles: [
    { domain_id: 4, role_id: 2 },
    { domain_id: 2, role_id: 3 },
  ],
};

/** Jane's names and email as `valid` holds them, trimmed and the email lowercased. */
const JANE_NAMES = { firstname: "Jane", lastname: "Doe", email: "jane@example.com" };

describe("validateUserForm", () => {
  it("accepts a complete form", () => {
    expect(validateUserForm(valid)).toEqual({});
  });
  it("names every missing field with the server's messages", () => {
    expect(validateUserForm(emptyUserForm())).toEqual({
      firstname: "The firstname field is required.",
      lastname: "The lastname field is required.",
      email: "The email field is required.",
      domain_roles: DOMAINS_REQUIRED,
    });
  });
  it("checks the email format", () => {
    expect(validateUserForm({ ...valid, email: "not-an-email" }).email).toBe(
      "The email must be a valid email address.",
    );
  });
  it("needs a site for site admins and editors, not for super admins", () => {
    expect(validateUserForm({ ...valid, siteRoles: [] }).domain_roles).toBe(DOMAINS_REQUIRED);
    expect(validateUserForm({ ...valid, superAdmin: true, siteRoles: [] })).toEqual({});
  });
  it("limits names to 100 characters", () => {
    expect(validateUserForm({ ...valid, lastname: "x".repeat(101) }).lastname).toMatch(/100/);
  });
});

describe("createUserBody", () => {
  it("trims the names and lowercases the email", () => {
    expect(createUserBody(valid)).toEqual({
      ...JANE_NAMES,
      domain_roles: [{ domain_id: 2, role_id: 3 }],
    });
  });
  it("sends a role per site", () => {
    const siteRoles = withSiteRole(valid.siteRoles, 1, 2);
    expect(createUserBody({ ...valid, siteRoles })?.domain_roles).toEqual([
      { domain_id: 1, role_id: 2 },
      { domain_id: 2, role_id: 3 },
    ]);
  });
  it("sends role 1 and no sites for a super admin", () => {
    const body = createUserBody({ ...valid, superAdmin: true });
    expect(body?.role_id).toBe(1);
    expect(body?.domain_roles).toBeUndefined();
  });
  it("is null while the form is invalid", () => {
    expect(createUserBody({ ...valid, siteRoles: [] })).toBeNull();
  });
});

describe("valuesOfUser", () => {
  it("reads the form values of a user, sites sorted by id", () => {
    expect(valuesOfUser(user)).toEqual({
      ...JANE_NAMES,
      superAdmin: false,
      siteRoles: [
        { domain_id: 2, role_id: 3 },
        { domain_id: 4, role_id: 2 },
      ],
      memberIds: [],
      disabled: false,
    });
    expect(valuesOfUser({ ...user, role: { id: 1, name: "Super admin" } }).superAdmin).toBe(true);
  });
});

describe("updateUserBody", () => {
  const base = valuesOfUser(user);
  const all = { canChangeRole: true, canDisable: true, canEditProfile: true };
  it("is empty without changes (whitespace, email case and site order do not count)", () => {
    expect(updateUserBody(base, base, all)).toEqual({});
    expect(
      updateUserBody(base, { ...base, firstname: "Jane  ", email: "JANE@example.com" }, all),
    ).toEqual({});
    expect(
      updateUserBody(base, { ...base, siteRoles: [...base.siteRoles].reverse() }, all),
    ).toEqual({});
  });
  it("sends only the changed fields", () => {
    expect(updateUserBody(base, { ...base, lastname: " Smith ", disabled: true }, all)).toEqual({
      lastname: "Smith",
      disabled: true,
    });
  });
  it("sends every site role when one changes, is added or removed", () => {
    const promoted = withSiteRole(base.siteRoles, 2, 2);
    expect(updateUserBody(base, { ...base, siteRoles: promoted }, all)).toEqual({
      domain_roles: [
        { domain_id: 2, role_id: 2 },
        { domain_id: 4, role_id: 2 },
      ],
    });
    const removed = withSiteRole(base.siteRoles, 4, null);
    expect(updateUserBody(base, { ...base, siteRoles: removed }, all)).toEqual({
      domain_roles: [{ domain_id: 2, role_id: 3 }],
    });
  });
  it("sends role 1 alone when the super admin switch goes on, the site roles when it goes off", () => {
    expect(updateUserBody(base, { ...base, superAdmin: true }, all)).toEqual({ role_id: 1 });
    const boss = { ...base, superAdmin: true, siteRoles: [] };
    const demoted = {
      ...boss,
      superAdmin: false,
      siteRoles: [{ domain_id: 2, role_id: 3 as const }],
    };
    expect(updateUserBody(boss, demoted, all)).toEqual({
      domain_roles: [{ domain_id: 2, role_id: 3 }],
    });
  });
  it("leaves out role, sites and disabled on the caller's own account", () => {
    const self = { canChangeRole: false, canDisable: false };
    const changed = { ...base, siteRoles: [], superAdmin: true, disabled: true, firstname: "J" };
    expect(updateUserBody(base, changed, self)).toEqual({ firstname: "J" });
  });
  it("leaves out name and email of a user of sites the caller does not manage", () => {
    const shared = { canChangeRole: true, canDisable: false, canEditProfile: false };
    const changed = { ...base, firstname: "J", email: "x@example.com", siteRoles: [] };
    expect(updateUserBody(base, changed, shared)).toEqual({ domain_roles: [] });
  });
});

describe("userFieldErrors", () => {
  it("puts messages at the form's fields and keeps the rest for a toast", () => {
    expect(
      userFieldErrors({
        email: ["The email has already been taken."],
        "domain_roles.0": ["The selected domain ids are invalid."],
        domain_ids: ["You may only assign sites where you are a site admin."],
        role_id: "You may not grant a role above your own.",
        id: ["You cannot delete your own account."],
      }),
    ).toEqual({
      fields: {
        email: "The email has already been taken.",
        domain_roles:
          "The selected domain ids are invalid., You may only assign sites where you are a site admin.",
        role_id: "You may not grant a role above your own.",
      },
      rest: ["You cannot delete your own account."],
    });
  });
  it("handles a missing errors map", () => {
    expect(userFieldErrors(undefined)).toEqual({ fields: {}, rest: [] });
  });
});

describe("a member (role 4) and its listings", () => {
  const member: UserFormValues = {
    ...valid,
    siteRoles: [{ domain_id: 2, role_id: 4 }],
    memberIds: [31, 12],
  };

  it("needs a listing, and sends them sorted with the site roles", () => {
    expect(validateUserForm({ ...member, memberIds: [] }).member_ids).toBe(MEMBER_IDS_REQUIRED);
    expect(createUserBody(member)).toMatchObject({
      domain_roles: [{ domain_id: 2, role_id: 4 }],
      member_ids: [12, 31],
    });
    // Another role keeps no listings: none are sent.
    expect(
      createUserBody({ ...member, siteRoles: [{ domain_id: 2, role_id: 3 }] }),
    ).not.toHaveProperty("member_ids");
  });

  it("reads a user's listings, and sends a change of listings alone with the roles", () => {
    const base = valuesOfUser({
      ...user,
      domain_roles: [{ domain_id: 2, role_id: 4 }],
      member_ids: [12],
    });
    expect(base.memberIds).toEqual([12]);
    const all = { canChangeRole: true, canDisable: true };
    expect(updateUserBody(base, base, all)).toEqual({});
    expect(updateUserBody(base, { ...base, memberIds: [12, 31] }, all)).toEqual({
      domain_roles: [{ domain_id: 2, role_id: 4 }],
      member_ids: [12, 31],
    });
  });

  it("shows member_ids errors at their field", () => {
    expect(userFieldErrors({ "member_ids.1": ["Listing 9 is not a member post."] }).fields).toEqual(
      {
        member_ids: "Listing 9 is not a member post.",
      },
    );
  });
});
