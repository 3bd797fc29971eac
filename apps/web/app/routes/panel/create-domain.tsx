import { API_PATHS, type Domain, domainCreateSchema } from "@fooddir/contract";
import { Button, Card, Code, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconWorldPlus } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { api } from "../../lib/api/browser.ts";
import { apiErrorBody, flattenFieldErrors, showApiError } from "../../lib/api/errors.ts";
import { useSwitchDomain } from "../../lib/auth/switch-domain.ts";
import { notify } from "../../lib/notify.ts";

export function meta() {
  return [{ title: "Create a domain" }];
}

export const ErrorBoundary = PanelError;

type Errors = { host?: string; name?: string };

/** The field messages of a failed zod parse, one per field. */
function clientErrors(host: string, name: string): Errors {
  const parsed = domainCreateSchema.safeParse({ host, name });
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** /panel/create-domain (super admins; the layout shows others "no access"): a new site with defaults, then switch to it. */
export default function CreateDomain() {
  const navigate = useNavigate();
  const [host, setHost] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const switchDomain = useSwitchDomain();
  const create = useMutation({
    meta: { silent: true },
    mutationFn: async () =>
      (await api()<{ data: Domain }>(API_PATHS.domains, { method: "POST", body: { host, name } }))
        .data,
    onSuccess: async (domain) => {
      await switchDomain.mutateAsync(domain.id);
      notify.success(`${domain.name} is created and is now your active domain.`);
      navigate("/panel");
    },
    onError: (error) => {
      const fields = flattenFieldErrors(apiErrorBody(error)?.errors);
      if (fields.host || fields.name) setErrors({ host: fields.host, name: fields.name });
      else showApiError(error);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = clientErrors(host, name);
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate();
  };
  const preview = host.trim().toLowerCase() || "trucks.example.org";
  const busy = create.isPending || switchDomain.isPending;

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1}>Create a domain</Title>
        <Text c="dimmed">
          A new public directory site with its own settings, content and team. It starts with
          default colors, menus, a home page and a not-found page.
        </Text>
      </div>
      <Card withBorder radius="lg" padding="lg" component="form" onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="Site name"
            description="Shown in the panel and as the site's title."
            placeholder="Bay Food Truck Association"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            required
          />
          <TextInput
            label="Host"
            description="The domain name visitors type, without https:// or a port."
            placeholder="trucks.example.org"
            value={host}
            onChange={(e) => setHost(e.currentTarget.value)}
            error={errors.host}
            maxLength={253}
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <Text size="sm" c="dimmed">
            Public site at <Code>{preview}</Code>, its API at <Code>api.{preview}</Code>. Point both
            names at this server.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconWorldPlus size={18} />} loading={busy}>
              Create domain
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
