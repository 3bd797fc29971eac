import type { Social, SocialIcon as SocialIconType } from "@fooddir/contract";
import { Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { apiErrorBody, flattenFieldErrors, showApiError } from "../../lib/api/errors.ts";
import { notify } from "../../lib/notify.ts";
import { settingsApi, settingsKeys } from "../../lib/settings/api.ts";
import { linkExample, linkHint, socialLinkError } from "../../lib/settings/socials.ts";
import { FormModal } from "../panel/FormModal.tsx";
import { SocialIcon } from "../public/SocialIcon.tsx";

/** What the modal is open for: a new link (null social) or an existing one; null when closed. */
export type SocialsEditing = { social: Social | null } | null;

/** The icon set as radio cards; arrow keys move between them, one tab stop for the group. */
function IconPicker({
  icons,
  value,
  error,
  onChange,
}: {
  icons: SocialIconType[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const focusable = value || String(icons[0]?.id ?? "");
  return (
    <Radio.Group label="Icon" required value={value} onChange={onChange} error={error}>
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" mt={6}>
        {icons.map((icon) => (
          <Radio.Card
            key={icon.id}
            value={String(icon.id)}
            radius="md"
            p="xs"
            tabIndex={String(icon.id) === focusable ? 0 : -1}
            bg={String(icon.id) === value ? "var(--mantine-primary-color-light)" : undefined}
            data-icon={icon.name}
          >
            <Stack gap={4} align="center">
              <SocialIcon icon={icon} size={22} />
              <Text
                size="xs"
                ta="center"
                lh={1.2}
                fw={String(icon.id) === value ? 700 : undefined}
                style={{ wordBreak: "break-word" }}
              >
                {icon.data.label}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** Add or edit one social link (POST / PUT /api/domain-socials). */
export function SocialsModal({
  editing,
  icons,
  onClose,
}: {
  editing: SocialsEditing;
  icons: SocialIconType[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [iconId, setIconId] = useState("");
  const [link, setLink] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setIconId(editing?.social ? String(editing.social.icon.id) : "");
    setLink(editing?.social?.link ?? "");
    setErrors({});
  }, [editing]);
  const icon = icons.find((i) => String(i.id) === iconId);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const body = { link: link.trim(), icon_id: Number(iconId) };
      return editing?.social
        ? settingsApi.updateSocial(editing.social.id, body)
        : settingsApi.createSocial(body);
    },
    onSuccess: (saved) => {
      const label = saved?.icon?.data.label ?? icon?.data.label ?? "Social";
      notify.success(editing?.social ? `${label} link saved.` : `${label} link added.`);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      onClose();
    },
    onError: (error) => {
      const fields = flattenFieldErrors(apiErrorBody(error)?.errors);
      if (Object.keys(fields).length > 0) {
        setErrors({ link: fields.link, icon: fields.icon_id ?? fields.icon });
      }
      showApiError(error);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!icon) found.icon = "Choose an icon.";
    const linkError = socialLinkError(link);
    if (linkError) found.link = linkError;
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <FormModal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.social ? "Edit social link" : "New social link"}
      onSubmit={submit}
      submitLabel="Save"
      loading={save.isPending}
    >
      <IconPicker
        icons={icons}
        value={iconId}
        error={errors.icon}
        onChange={(value) => {
          setIconId(value);
          setErrors((e) => ({ ...e, icon: "" }));
        }}
      />
      <TextInput
        label="Link"
        required
        value={link}
        placeholder={linkExample(icon?.name)}
        description={linkHint(icon?.name, icon?.data.label)}
        error={errors.link}
        maxLength={2048}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => {
          setLink(e.currentTarget.value);
          setErrors((x) => ({ ...x, link: "" }));
        }}
      />
    </FormModal>
  );
}
