import {
  PROFILE_LIMITS,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from "@fooddir/contract";
import { ActionIcon, Group, Select, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useRef } from "react";
import { emptySocial, type SocialValues } from "../../../lib/content/member-profile.ts";
import { SectionTitle } from "../../panel/SectionCard.tsx";
import { AddRowFooter } from "./AddRowFooter.tsx";

const NETWORK_OPTIONS = SOCIAL_NETWORKS.map((value) => ({
  value,
  label: SOCIAL_NETWORK_LABELS[value],
}));

type Props = {
  socials: SocialValues[];
  errors: Record<string, string>;
  onChange: (socials: SocialValues[], field?: string) => void;
};

/** The member's social links: a network and its web address per row; add and remove. */
export function SocialLinksEditor({ socials, errors, onChange }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const full = socials.length >= PROFILE_LIMITS.socials;
  const update = (social: SocialValues, field: string) =>
    onChange(
      socials.map((s) => (s.id === social.id ? social : s)),
      field,
    );
  const add = () => {
    onChange([...socials, emptySocial()]);
    requestAnimationFrame(() => {
      const inputs = listRef.current?.querySelectorAll<HTMLElement>("[data-social-network]");
      inputs?.[inputs.length - 1]?.focus();
    });
  };
  const remove = (id: number) => {
    onChange(socials.filter((s) => s.id !== id));
    requestAnimationFrame(() => addRef.current?.focus());
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="member-socials-title">
      <SectionTitle
        id="member-socials-title"
        order={3}
        title="Social links"
        description="The member's own pages, shown on its page and in search results."
      />
      {socials.length === 0 ? (
        <Text size="sm" c="dimmed">
          No social links yet.
        </Text>
      ) : (
        <Stack component="ol" ref={listRef} gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {socials.map((social, index) => {
            const base = `profile.socials.${index}`;
            const label = social.network ? SOCIAL_NETWORK_LABELS[social.network] : "new";
            return (
              <Group component="li" key={social.id} wrap="nowrap" align="flex-start" gap="xs">
                <Select
                  label="Network"
                  aria-label={`Network of social link ${index + 1}`}
                  data={NETWORK_OPTIONS}
                  value={social.network}
                  error={errors[`${base}.network`]}
                  placeholder="Choose"
                  allowDeselect={false}
                  w={{ base: 130, sm: 180 }}
                  onChange={(v) =>
                    update({ ...social, network: (v as SocialNetwork) ?? null }, `${base}.network`)
                  }
                  comboboxProps={{ withinPortal: true }}
                  data-social-network
                />
                <TextInput
                  label="Web address"
                  aria-label={`Web address of the ${label} link`}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  style={{ flex: 1, minWidth: 0 }}
                  value={social.url}
                  error={errors[`${base}.url`]}
                  maxLength={PROFILE_LIMITS.url}
                  onChange={(e) => update({ ...social, url: e.currentTarget.value }, `${base}.url`)}
                />
                <Tooltip label="Remove link" withArrow>
                  <ActionIcon
                    mt={26}
                    variant="subtle"
                    color="red"
                    aria-label={`Remove the ${label} link`}
                    onClick={() => remove(social.id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            );
          })}
        </Stack>
      )}
      <AddRowFooter
        error={errors["profile.socials"]}
        addRef={addRef}
        full={full}
        onAdd={add}
        label="Add social link"
        limit={`At most ${PROFILE_LIMITS.socials} links.`}
      />
    </Stack>
  );
}
