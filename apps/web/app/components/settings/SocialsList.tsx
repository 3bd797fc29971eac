import { isSafeLink, type Social } from "@fooddir/contract";
import { Anchor, Box, Divider, Group, Paper, Skeleton, Text, ThemeIcon } from "@mantine/core";
import { EditDeleteButtons } from "../panel/EditDeleteButtons.tsx";
import { SocialIcon } from "../public/SocialIcon.tsx";

function SocialRow({
  social,
  onEdit,
  onDelete,
}: {
  social: Social;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const label = social.icon.data.label;
  // Stored links were validated; still, never make an href of anything else.
  const safe = isSafeLink(social.link, true);
  return (
    <Group wrap="nowrap" gap="sm" py="sm" px={{ base: "sm", sm: "md" }} data-social-id={social.id}>
      <ThemeIcon variant="light" size="lg" radius="md">
        <SocialIcon icon={social.icon} />
      </ThemeIcon>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        {safe ? (
          <Anchor
            href={social.link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ wordBreak: "break-all" }}
          >
            {social.link}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
            {social.link}
          </Text>
        )}
      </Box>
      <Group gap={2} wrap="nowrap">
        <EditDeleteButtons
          editLabel={`Edit ${label} link`}
          deleteLabel={`Delete ${label} link`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Group>
    </Group>
  );
}

/** The domain's social links, each with its icon, label and link. */
export function SocialsList({
  socials,
  onEdit,
  onDelete,
}: {
  socials: Social[];
  onEdit: (social: Social) => void;
  onDelete: (social: Social) => void;
}) {
  return (
    <Paper withBorder radius="lg" component="ul" aria-label="Social links" m={0} p={0}>
      {socials.map((social, i) => (
        <Box component="li" key={social.id} style={{ listStyle: "none" }}>
          {i > 0 ? <Divider /> : null}
          <SocialRow
            social={social}
            onEdit={() => onEdit(social)}
            onDelete={() => onDelete(social)}
          />
        </Box>
      ))}
    </Paper>
  );
}

export function SocialsSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" aria-busy="true" aria-label="Loading social links">
      {[0, 1, 2].map((i) => (
        <Group key={i} gap="sm" py="xs" wrap="nowrap">
          <Skeleton h={34} w={34} radius="md" />
          <Box style={{ flex: 1 }}>
            <Skeleton h={12} w="30%" mb={8} />
            <Skeleton h={10} w="60%" />
          </Box>
        </Group>
      ))}
    </Paper>
  );
}
