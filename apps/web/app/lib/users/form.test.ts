import type { UserItem } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import {
  createUserBody,
  DOMAINS_REQUIRED,
  emptyUserForm,
  ROLE_REQUIRED,
  type UserFormValues,
  updateUserBody,
  userFieldErrors,
  validateUserForm,
  valuesOfUser,
} from "./form.ts";

const valid: UserFormValues = {
  firstname: " Jane ",
  lastname: "Doe",
  email: " Jane@Example.COM ",
  roleId: 3,
  domainIds: [2],
  disabled: false,
};

const user: UserItem = {
  id: 7,
  firstname: "Jane",
  lastname: "Doe",
  email: "jane@example.com",
  role: { id: 3, name: "Editor" },
  domains: [
    { id: 4, host: "b.test", name: "B" },
    { id: 2, host: "a.test", name: "A" },
  ],
  two_factor_enabled: false,
  disabled: false,
  created_at: "2024-01-01T00:00:00.000Z",
};

describe("validateUserForm", () => {
  it("accepts a complete form", () => {
    expect(validateUserForm(valid)).toEqual({});
  });
  it("names every missing field with the server's messages", () => {
    expect(validateUserForm(emptyUserForm())).toEqual({
      firstname: "The firstname field is required.",
      lastname: "The lastname field is required.",
      email: "The email field is required.",
      role_id: ROLE_REQUIRED,
    });
  });
  it("checks the email format", () => {
    expect(validateUserForm({ ...valid, email: "not-an-email" }).email).toBe(
      "The email must be a valid email address.",
    );
  });
  it("needs a site for site admins and editors, not for super admins", () => {
    expect(validateUserForm({ ...valid, domainIds: [] }).domain_ids).toBe(DOMAINS_REQUIRED);
    expect(validateUserForm({ ...valid, roleId: 2, domainIds: [] }).domain_ids).toBe(
      DOMAINS_REQUIRED,
    );
    expect(validateUserForm({ ...valid, roleId: 1, domainIds: [] })).toEqual({});
  });
  it("limits names to 100 characters", () => {
    expect(validateUserForm({ ...valid, lastname: "x".repeat(101) }).lastname).toMatch(/100/);
  });
});

describe("createUserBody", () => {
  it("trims the names and lowercases the email", () => {
    expect(createUserBody(valid)).toEqual({
      firstname: "Jane",
      lastname: "Doe",
      email: "jane@example.com",
      role_id: 3,
      domain_ids: [2],
    });
  });
  it("sends no sites for a super admin", () => {
    expect(createUserBody({ ...valid, roleId: 1 })?.domain_ids).toEqual([]);
  });
  it("is null while the form is invalid", () => {
    expect(createUserBody({ ...valid, domainIds: [] })).toBeNull();
    expect(createUserBody({ ...valid, roleId: null })).toBeNull();
  });
});

describe("valuesOfUser", () => {
  it("reads the form values of a user, site ids sorted", () => {
    expect(valuesOfUser(user)).toEqual({
      firstname: "Jane",
      lastname: "Doe",
      email: "jane@example.com",
      roleId: 3,
      domainIds: [2, 4],
      disabled: false,
    });
  });
});

describe("updateUserBody", () => {
  const base = valuesOfUser(user);
  const all = { canChangeRole: true, canDisable: true };
  it("is empty without changes (whitespace and email case do not count)", () => {
    expect(updateUserBody(base, base, all)).toEqual({});
    expect(
      updateUserBody(base, { ...base, firstname: "Jane  ", email: "JANE@example.com" }, all),
    ).toEqual({});
    expect(updateUserBody(base, { ...base, domainIds: [4, 2] }, all)).toEqual({});
  });
  it("sends only the changed fields", () => {
    expect(updateUserBody(base, { ...base, lastname: " Smith ", disabled: true }, all)).toEqual({
      lastname: "Smith",
      disabled: true,
    });
    expect(updateUserBody(base, { ...base, domainIds: [2] }, all)).toEqual({ domain_ids: [2] });
  });
  it("sends the sites along with a new role that needs them", () => {
    expect(updateUserBody(base, { ...base, roleId: 2 }, all)).toEqual({
      role_id: 2,
      domain_ids: [2, 4],
    });
  });
  it("sends no sites when the new role is super admin", () => {
    expect(updateUserBody(base, { ...base, roleId: 1, domainIds: [] }, all)).toEqual({
      role_id: 1,
    });
  });
  it("leaves out role, sites and disabled on the caller's own account", () => {
    const self = { canChangeRole: false, canDisable: false };
    const changed = { ...base, roleId: 2, domainIds: [2], disabled: true, firstname: "J" };
    expect(updateUserBody(base, changed, self)).toEqual({ firstname: "J" });
  });
});

describe("userFieldErrors", () => {
  it("puts messages at the form's fields and keeps the rest for a toast", () => {
    expect(
      userFieldErrors({
        email: ["The email has already been taken."],
        "domain_ids.0": ["The selected domain ids are invalid."],
        domain_ids: ["You may only assign sites you belong to yourself."],
        role_id: "You may not grant a role above your own.",
        id: ["You cannot delete your own account."],
      }),
    ).toEqual({
      fields: {
        email: "The email has already been taken.",
        domain_ids:
          "The selected domain ids are invalid., You may only assign sites you belong to yourself.",
        role_id: "You may not grant a role above your own.",
      },
      rest: ["You cannot delete your own account."],
    });
  });
  it("handles a missing errors map", () => {
    expect(userFieldErrors(undefined)).toEqual({ fields: {}, rest: [] });
  });
});
