import type { Account } from "@fooddir/contract";
import { Select, Skeleton } from "@mantine/core";
import { IconWorld } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import { api } from "../../lib/api/browser.ts";
import { tokens } from "../../lib/auth/tokens.ts";
import { notify } from "../../lib/notify.ts";

type Props = { account: Account | undefined; loading: boolean };

/** Switches the active domain: POST /api/auth/switch-domain, store the new pair, reload data. */
export function DomainSwitcher({ account, loading }: Props) {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const switchDomain = useMutation({
    mutationFn: async (domainId: number) =>
      (
        await api()<{ data: { access_token: string; refresh_token: string } }>(
          "/api/auth/switch-domain",
          { method: "POST", body: { domain_id: domainId } },
        )
      ).data,
    onSuccess: async (pair, domainId) => {
      tokens().setTokens(pair);
      await queryClient.invalidateQueries();
      void revalidator.revalidate();
      const name = account?.domains.find((d) => d.id === domainId)?.name;
      notify.success(name ? `Switched to ${name}` : "Domain switched");
    },
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
