import { Badge, Box, Image, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { errorSubtitle } from "../../lib/error-info.ts";
import type { TypeGroupItem } from "../../lib/settings/api.ts";
import type { NotFoundValues } from "../../lib/settings/not-found.ts";

type Props = { values: NotFoundValues; members: readonly TypeGroupItem[] };

/**
 * A live, non-interactive sketch of the public error page for a 404: title, subtitle, truck
 * image, the "Take me home" button and the members section with one card per featured member.
 */
export function NotFoundPreview({ values, members }: Props) {
  const byId = new Map(members.map((m) => [m.id, m]));
  const featured = values.members
    .map((id) => byId.get(id))
    .filter((m): m is TypeGroupItem => m !== undefined);
  const showSection = featured.length > 0 || values.section_title.trim() !== "";
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "xl" }}
      component="section"
      aria-label="Preview of the not-found page"
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="md">
        Preview
      </Text>
      <Stack align="center" gap="xs" ta="center">
        <Text fz={48} fw={800} lh={1} c="dimmed">
          404
        </Text>
        <Text fz={28} fw={750} lh={1.2} style={{ wordBreak: "break-word" }}>
          {values.title.trim() || "Oops!"}
        </Text>
        <Text fw={600} tt="uppercase" style={{ wordBreak: "break-word" }}>
          {errorSubtitle(404, values.subtitle.trim())}
        </Text>
        <Text size="sm" c="dimmed">
          Page not found: /a-missing-page
        </Text>
        {values.truck_image ? (
          <Image
            src={values.truck_image.url}
            alt=""
            mah={180}
            w="auto"
            maw="100%"
            fit="contain"
            my="sm"
          />
        ) : null}
        <Badge size="lg" radius="sm" variant="filled" tt="none">
          Take me home
        </Badge>
      </Stack>
      {showSection ? (
        <Box mt="xl" pt="lg" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
          <Stack align="center" gap={6} ta="center">
            <Text fz={22} fw={700} style={{ wordBreak: "break-word" }}>
              {values.section_title.trim() || "(no section title)"}
            </Text>
            {values.section_text.trim() ? (
              <Text size="sm" maw={560} style={{ whiteSpace: "pre-line", wordBreak: "break-word" }}>
                {values.section_text.trim()}
              </Text>
            ) : null}
          </Stack>
          {featured.length > 0 ? (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" mt="md">
              {featured.map((m) => (
                <Paper key={m.id} withBorder radius="md" p="sm">
                  <Text size="sm" fw={600} lineClamp={2} style={{ wordBreak: "break-word" }}>
                    {m.title || "(untitled)"}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          ) : null}
          <Box ta="center" mt="md">
            <Badge size="lg" radius="sm" variant="outline" tt="none">
              View all members
            </Badge>
          </Box>
        </Box>
      ) : null}
    </Paper>
  );
}
