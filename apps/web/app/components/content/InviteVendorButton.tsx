import {
  INVITE_TTL_DAYS,
  POST_TYPES,
  type Post,
  ROLES,
  vendorInvitationSchema,
} from "@fooddir/contract";
import { Box, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import {
  apiErrorBody,
  apiErrorStatus,
  flattenFieldErrors,
  showApiError,
} from "../../lib/api/errors.ts";
import { notify } from "../../lib/notify.ts";
import { usePanel } from "../../lib/panel-context.ts";
import { vendorsApi } from "../../lib/vendors/api.ts";
import { FormModal } from "../panel/FormModal.tsx";
import { SectionCard } from "../panel/SectionCard.tsx";

/** Site admins and super admins invite vendors (decision 027). */
const mayInvite = (roleId: number | undefined) =>
  roleId === ROLES.superAdmin || roleId === ROLES.siteAdmin;

/**
 * "Invite the vendor" on a member's edit screen (roles 1-2): a dialog with the address (the
 * catering contact by default) that creates the truck's vendor account and mails it a link to
 * set a password. Errors show at the field; nothing for other roles or post types.
 */
export function InviteVendorButton({ post }: { post: Post }) {
  const roleId = usePanel()?.account?.data?.role.id;
  const [opened, setOpened] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const invite = useMutation({
    meta: { silent: true },
    mutationFn: (body: { email?: string }) => vendorsApi.invite(post.id, body),
    onSuccess: (result) => {
      notify.success(`Invitation sent to ${result.email}`);
      setOpened(false);
    },
    onError: (err) => {
      const fields = flattenFieldErrors(apiErrorBody(err)?.errors);
      if (apiErrorStatus(err) === 422 && fields.email) fail(fields.email);
      else showApiError(err);
    },
  });
  if (post.post_type_id !== POST_TYPES.member || !mayInvite(roleId)) return null;

  function fail(text: string) {
    setError(text);
    field.current?.focus();
  }
  const open = () => {
    setEmail(post.catering?.contact_email ?? "");
    setError(null);
    invite.reset();
    setOpened(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invite.isPending) return;
    const checked = vendorInvitationSchema.safeParse({ email });
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? "Check the email.");
    invite.mutate(checked.data);
  };
  const title = post.attributes.title || "this listing";

  return (
    <Box mt="lg">
      <SectionCard labelledBy="invite-vendor-title">
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2} style={{ flex: "1 1 280px" }}>
            <Title order={2} size="h5" id="invite-vendor-title">
              Vendor account
            </Title>
            <Text size="sm" c="dimmed">
              Let the truck keep {title} itself: its changes wait for your review.
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconMailForward size={16} aria-hidden />}
            onClick={open}
          >
            Invite the vendor
          </Button>
        </Group>
        <FormModal
          opened={opened}
          onClose={() => {
            if (!invite.isPending) setOpened(false);
          }}
          title="Invite the vendor"
          submitLabel="Send invitation"
          onSubmit={submit}
          loading={invite.isPending}
          size="md"
        >
          <Text size="sm">
            They get a mail with a link to set a password (valid for {INVITE_TTL_DAYS} days), then
            sign in to edit {title}, its schedule and its catering answers.
          </Text>
          <TextInput
            ref={field}
            id="invite-vendor-email"
            label="Email"
            description="The listing's catering contact, unless you enter another address."
            type="email"
            required
            autoComplete="off"
            maxLength={254}
            value={email}
            error={error}
            data-autofocus
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
          />
        </FormModal>
      </SectionCard>
    </Box>
  );
}
