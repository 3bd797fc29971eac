import type { Account } from "@fooddir/contract";
import { Select, Skeleton } from "@mantine/core";
import { IconWorld } from "@tabler/icons-react";
import { useSwitchDomain } from "../../lib/auth/switch-domain.ts";
import { notify } from "../../lib/notify.ts";

type Props = { account: Account | undefined; loading: boolean };

/** Switches the active domain: POST /api/auth/switch-domain, store the new pair, reload data. */
export function DomainSwitcher({ account, loading }: Props) {
  const switchDomain = useSwitchDomain((domainId) => {
    const name = account?.domains.find((d) => d.id === domainId)?.name;
    notify.success(name ? `Switched to ${name}` : "Domain switched");
  });

  if (loading || !account) return <Skeleton height={36} radius="md" aria-hidden />;

  return (
    <Select
      aria-label="Active domain"
      leftSection={<IconWorld size={16} aria-hidden />}
      data={account.domains.map((d) => ({ value: String(d.id), label: d.name || d.host }))}
      value={String(account.active_domain_id)}
      onChange={(value) => {
        if (value && Number(value) !== account.active_domain_id) {
          switchDomain.mutate(Number(value));
        }
      }}
      allowDeselect={false}
      disabled={switchDomain.isPending || account.domains.length < 2}
      searchable={account.domains.length > 8}
      nothingFoundMessage="No domains"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
