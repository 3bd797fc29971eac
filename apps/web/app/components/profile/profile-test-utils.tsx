import { testAccount } from "../../testing/render-screen.tsx";

/** The signed-in editor the profile cards' tests show. */
export const profileAccount = testAccount({
  id: 7,
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
  role: { id: 3, name: "Editor" },
  domains: [{ id: 1, host: "localhost", name: "Bay" }],
  active_domain_id: 1,
  domain_roles: [{ domain_id: 1, role_id: 3 }],
  two_factor_enabled: false,
});
