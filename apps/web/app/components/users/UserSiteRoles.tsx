import { type Domain, type DomainRole, ROLES, type Role } from "@fooddir/contract";
import { Checkbox, Fieldset, Group, Input, Select, Stack, Switch, Text } from "@mantine/core";
import { type UserFormErrors, type UserFormValues, withSiteRole } from "../../lib/users/form.ts";
import { useMemberListings } from "../../lib/users/hooks.ts";
import { MemberListingPicker } from "./MemberListingPicker.tsx";

/** What each role may do (contract.md "Roles"). */
const SUPER_ADMIN_HINT = "Everything on every site, including users and new sites.";
const SITE_ROLES_HINT =
  "Site admin: settings, users, content, media and submissions of that site. Editor: posts, categories, cuisine tags, FAQs and media; reads submissions. Member: a truck's vendor, who edits only its own listings.";

type SiteRoleId = DomainRole["role_id"];

/** What the caller may grant on the user form (UserForm passes these through). */
export type SiteRolesAccess = {
  /** The roles the caller may grant on a site (site admin, editor). */
  roles: Role[];
  /** The domains the caller may assign. */
  domains: Domain[];
  /** The panel's active domain: its listings are offered to a member. */
  activeDomainId: number;
  /** Shows the Super admin switch (only super admins grant role 1). */
  canGrantSuperAdmin?: boolean;
  /** Why role and sites cannot change (the caller's own account), or null. */
  lockReason?: string | null;
  /** A site admin assigns only its own sites; on edit the user's other sites stay. */
  ownSitesOnly?: boolean;
  editing?: boolean;
};

type Props = {
  /** The form's role fields; `memberIds` are role 4's listings, on any of the sites. */
  values: Pick<UserFormValues, "superAdmin" | "siteRoles" | "memberIds">;
  errors: UserFormErrors;
  onChange: (patch: Partial<UserFormValues>) => void;
  access: SiteRolesAccess;
};

/**
 * The user's role: a Super admin switch (global role 1), else a row per site with a checkbox
 * (belongs to the site) and the role there; "Member" on the active site shows its listings to
 * choose (other sites' listings are chosen while that site is active). Ids match the form's
 * error fields (user-role-id, user-domain-roles, user-member-ids) so a failed submit can focus
 * them.
 */
export function UserSiteRoles({ values, errors, onChange, access }: Props) {
  const { superAdmin, siteRoles } = values;
  const { roles, domains, activeDomainId, ownSitesOnly, editing } = access;
  const lockReason = access.lockReason ?? null;
  const locked = lockReason !== null;
  const activeIsMember =
    !superAdmin &&
    siteRoles.some((r) => r.domain_id === activeDomainId && r.role_id === ROLES.member);
  const listings = useMemberListings(activeDomainId, activeIsMember);
  /** Sets the role on a site; leaving role 4 on the active site drops its listings. */
  const setRole = (domainId: number, roleId: SiteRoleId | null) => {
    const next = withSiteRole(siteRoles, domainId, roleId);
    const own = new Set((listings.data ?? []).map((o) => Number(o.value)));
    const leaves = domainId === activeDomainId && activeIsMember && roleId !== ROLES.member;
    onChange(
      leaves
        ? { siteRoles: next, memberIds: values.memberIds.filter((id) => !own.has(id)) }
        : { siteRoles: next },
    );
  };

  const roleData = roles.map((r) => ({ value: String(r.id), label: r.name }));
  // Sites the user has that the caller may not assign (kept as they are, shown read-only).
  const rows = [
    ...domains,
    ...siteRoles
      .filter((r) => !domains.some((d) => d.id === r.domain_id))
      .map((r) => ({ id: r.domain_id, host: "", name: `Site #${r.domain_id}`, fixed: true })),
  ];
  const pickerShown = activeIsMember && rows.some((d) => d.id === activeDomainId);
  let hint = SITE_ROLES_HINT;
  if (locked) hint = lockReason;
  else if (ownSitesOnly) {
    hint = `${editing ? "You can change their role on the sites where you are a site admin; their access to other sites stays as it is." : "You can add them to the sites where you are a site admin."} ${SITE_ROLES_HINT}`;
  }

  return (
    <Stack gap="md">
      {access.canGrantSuperAdmin ? (
        <Switch
          id="user-role-id"
          label="Super admin"
          description={locked ? lockReason : SUPER_ADMIN_HINT}
          checked={superAdmin}
          disabled={locked}
          onChange={(e) => onChange({ superAdmin: e.currentTarget.checked })}
          error={errors.role_id}
        />
      ) : null}
      <Fieldset
        id="user-domain-roles"
        legend={superAdmin ? "Sites" : "Sites and roles"}
        variant="unstyled"
        tabIndex={-1}
        aria-describedby={`user-domain-roles-hint${errors.domain_roles ? " user-domain-roles-error" : ""}`}
      >
        <Input.Description id="user-domain-roles-hint">
          {superAdmin ? "Super admins belong to every site." : hint}
        </Input.Description>
        {superAdmin ? null : (
          <Stack gap="xs" mt="xs">
            {rows.map((domain) => {
              const current = siteRoles.find((r) => r.domain_id === domain.id);
              const fixed = locked || "fixed" in domain;
              const member = current?.role_id === ROLES.member;
              const picker = member && domain.id === activeDomainId;
              return (
                <Stack key={domain.id} gap={6}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Checkbox
                      label={domain.name}
                      description={domain.host || undefined}
                      checked={Boolean(current)}
                      disabled={fixed}
                      onChange={(e) => setRole(domain.id, e.currentTarget.checked ? 3 : null)}
                    />
                    <Select
                      aria-label={`Role on ${domain.name}`}
                      placeholder="No access"
                      data={roleData}
                      value={current ? String(current.role_id) : null}
                      disabled={fixed || !current}
                      allowDeselect={false}
                      w={160}
                      onChange={(v) => v && setRole(domain.id, Number(v) as SiteRoleId)}
                    />
                  </Group>
                  {picker ? (
                    <MemberListingPicker
                      siteName={domain.name}
                      options={listings.data}
                      failed={listings.isError}
                      onRetry={() => void listings.refetch()}
                      memberIds={values.memberIds}
                      onChange={(memberIds) => onChange({ memberIds })}
                      error={errors.member_ids}
                      disabled={fixed}
                    />
                  ) : member ? (
                    <Text size="xs" c="dimmed">
                      Its listings on {domain.name} are chosen while {domain.name} is the active
                      site of the panel.
                    </Text>
                  ) : null}
                </Stack>
              );
            })}
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                There is no site you can add them to.
              </Text>
            ) : null}
          </Stack>
        )}
        {errors.domain_roles ? (
          <Input.Error id="user-domain-roles-error" mt={4}>
            {errors.domain_roles}
          </Input.Error>
        ) : null}
        {errors.member_ids && !pickerShown ? (
          <Input.Error id="user-member-ids" tabIndex={-1} mt={4}>
            {errors.member_ids}
          </Input.Error>
        ) : null}
      </Fieldset>
    </Stack>
  );
}
