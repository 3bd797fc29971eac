import type { Account } from "@fooddir/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";

/** The signed-in editor the profile cards' tests show. */
export const profileAccount: Account = {
  id: 7,
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
  role: { id: 3, name: "Editor" },
  domains: [{ id: 1, host: "localhost", name: "Bay" }],
  active_domain_id: 1,
  two_factor_enabled: false,
  notify: "immediately",
};

/** Renders a profile card for `account` with the panel's providers (no retried mutations). */
export function renderProfileCard(
  Card: ComponentType<{ account: Account }>,
  account: Account = profileAccount,
) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MantineProvider env="test">{children}</MantineProvider>
    </QueryClientProvider>
  );
  return { client, ...render(<Card account={account} />, { wrapper }) };
}
