import type { Domain, DomainRole, Role } from "@fooddir/contract";
import { Checkbox, Fieldset, Group, Input, Select, Stack, Switch, Text } from "@mantine/core";
import { withSiteRole } from "../../lib/users/form.ts";

/** What each role may do (contract.md "Roles"). */
const SUPER_ADMIN_HINT = "Everything on every site, including users and new sites.";
const SITE_ROLES_HINT =
  "Site admin: settings, users, content, media and submissions of that site. Editor: posts, categories, cuisine tags, FAQs and media; reads submissions.";

type Props = {
  superAdmin: boolean;
  siteRoles: DomainRole[];
  onChange: (patch: { superAdmin?: boolean; siteRoles?: DomainRole[] }) => void;
  /** The roles a user may hold on one site (site admin, editor). */
  roles: Role[];
  /** The sites the caller may assign. */
  domains: Domain[];
  /** Shows the Super admin switch (only super admins grant role 1). */
  canGrantSuperAdmin: boolean;
  /** Why role and sites cannot change (the caller's own account), or null. */
  lockReason: string | null;
  /** A site admin assigns only its own sites; on edit the user's other sites stay. */
  ownSitesOnly: boolean;
  editing: boolean;
  roleError?: string;
  sitesError?: string;
};

/**
 * The user's role: a Super admin switch (global role 1), else a row per site with a checkbox
 * (belongs to the site) and the role there. Ids match the form's error fields (user-role-id,
 * user-domain-roles) so a failed submit can focus them.
 */
export function UserSiteRoles(props: Props) {
  const { superAdmin, siteRoles, onChange, roles, domains, lockReason } = props;
  const locked = lockReason !== null;
  const roleData = roles.map((r) => ({ value: String(r.id), label: r.name }));
  // Sites the user has that the caller may not assign (kept as they are, shown read-only).
  const rows = [
    ...domains,
    ...siteRoles
      .filter((r) => !domains.some((d) => d.id === r.domain_id))
      .map((r) => ({ id: r.domain_id, host: "", name: `Site #${r.domain_id}`, fixed: true })),
  ];
  let hint = SITE_ROLES_HINT;
  if (locked) hint = lockReason;
  else if (props.ownSitesOnly) {
    hint = `${props.editing ? "You can change their role on the sites where you are a site admin; their access to other sites stays as it is." : "You can add them to the sites where you are a site admin."} ${SITE_ROLES_HINT}`;
  }

  return (
    <Stack gap="md">
      {props.canGrantSuperAdmin ? (
        <Switch
          id="user-role-id"
          label="Super admin"
          description={locked ? lockReason : SUPER_ADMIN_HINT}
          checked={superAdmin}
          disabled={locked}
          onChange={(e) => onChange({ superAdmin: e.currentTarget.checked })}
          error={props.roleError}
        />
      ) : null}
      <Fieldset
        id="user-domain-roles"
        legend={superAdmin ? "Sites" : "Sites and roles"}
        variant="unstyled"
        tabIndex={-1}
        aria-describedby={`user-domain-roles-hint${props.sitesError ? " user-domain-roles-error" : ""}`}
      >
        <Input.Description id="user-domain-roles-hint">
          {superAdmin ? "Super admins belong to every site." : hint}
        </Input.Description>
        {superAdmin ? null : (
          <Stack gap="xs" mt="xs">
            {rows.map((domain) => {
              const current = siteRoles.find((r) => r.domain_id === domain.id);
              const fixed = locked || "fixed" in domain;
              return (
                <Group key={domain.id} justify="space-between" wrap="nowrap" gap="sm">
                  <Checkbox
                    label={domain.name}
                    description={domain.host || undefined}
                    checked={Boolean(current)}
                    disabled={fixed}
                    onChange={(e) =>
                      onChange({
                        siteRoles: withSiteRole(
                          siteRoles,
                          domain.id,
                          e.currentTarget.checked ? 3 : null,
                        ),
                      })
                    }
                  />
                  <Select
                    aria-label={`Role on ${domain.name}`}
                    placeholder="No access"
                    data={roleData}
                    value={current ? String(current.role_id) : null}
                    disabled={fixed || !current}
                    allowDeselect={false}
                    w={160}
                    onChange={(v) =>
                      v &&
                      onChange({
                        siteRoles: withSiteRole(siteRoles, domain.id, Number(v) as 2 | 3),
                      })
                    }
                  />
                </Group>
              );
            })}
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                There is no site you can add them to.
              </Text>
            ) : null}
          </Stack>
        )}
        {props.sitesError ? (
          <Input.Error id="user-domain-roles-error" mt={4}>
            {props.sitesError}
          </Input.Error>
        ) : null}
      </Fieldset>
    </Stack>
  );
}
