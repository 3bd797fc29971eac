import { Avatar, Box, Grid, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import {
  type DomainSeo,
  SEO_DESCRIPTION_HINT,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_HINT,
  SEO_TITLE_MAX,
  snippetText,
} from "../../lib/settings/seo.ts";
import { TitledCard } from "../panel/SectionCard.tsx";

/** "42 / 60 characters" or, past the hint, what search results do with the rest. */
function counter(length: number, hint: number, max: number) {
  if (length <= hint) return `${length} / ${hint} characters recommended (at most ${max}).`;
  return `${length} characters: search results usually show about ${hint}, the rest is cut off (at most ${max}).`;
}

/** A Google-like search result of the home page. */
function SeoSnippet({ seo, siteName, host }: { seo: DomainSeo; siteName: string; host: string }) {
  const title = snippetText(seo.title || siteName, SEO_TITLE_HINT);
  const description = snippetText(seo.description, SEO_DESCRIPTION_HINT);
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={500} mb={4}>
        Search result preview
      </Text>
      <Paper withBorder radius="md" p="md">
        <Group gap="xs" wrap="nowrap" mb={6}>
          <Avatar size={28} radius="xl" color="gray" aria-hidden>
            {siteName.charAt(0).toUpperCase()}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" lh={1.3} truncate="end">
              {siteName}
            </Text>
            <Text size="xs" c="dimmed" lh={1.3} truncate="end">
              https://{host}
            </Text>
          </Box>
        </Group>
        <Text
          fz={20}
          lh={1.3}
          style={{ color: "light-dark(#1a0dab, #99c3ff)", overflowWrap: "anywhere" }}
        >
          {title}
        </Text>
        <Text
          size="sm"
          mt={4}
          style={{ overflowWrap: "anywhere" }}
          c={description ? undefined : "dimmed"}
        >
          {description || "No description: search engines pick some text of the page instead."}
        </Text>
      </Paper>
    </Box>
  );
}

type Props = {
  seo: DomainSeo;
  siteName: string;
  host: string;
  errors: Record<string, string>;
  onChange: (field: keyof DomainSeo, value: string) => void;
};

/** The domain's SEO title and description with counters and a search result preview. */
export function SeoDomainCard({ seo, siteName, host, errors, onChange }: Props) {
  return (
    <TitledCard
      compact
      id="seo-domain-title"
      title="Home page in search results"
      description="The title and description search engines show for this domain."
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <TextInput
              label="SEO title"
              description={counter(seo.title.length, SEO_TITLE_HINT, SEO_TITLE_MAX)}
              value={seo.title}
              error={errors.title}
              maxLength={SEO_TITLE_MAX}
              onChange={(e) => onChange("title", e.currentTarget.value)}
            />
            <Textarea
              label="SEO description"
              description={counter(
                seo.description.length,
                SEO_DESCRIPTION_HINT,
                SEO_DESCRIPTION_MAX,
              )}
              value={seo.description}
              error={errors.description}
              maxLength={SEO_DESCRIPTION_MAX}
              autosize
              minRows={3}
              maxRows={8}
              onChange={(e) => onChange("description", e.currentTarget.value)}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SeoSnippet seo={seo} siteName={siteName} host={host} />
        </Grid.Col>
      </Grid>
    </TitledCard>
  );
}
