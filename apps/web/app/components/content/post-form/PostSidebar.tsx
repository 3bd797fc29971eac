import { Checkbox, Paper, Select, Stack, Text } from "@mantine/core";
import type { PostFormValues } from "../../../lib/content/post-form.ts";
import type { SectionConfig } from "../../../lib/content/sections.ts";
import type { SetPostField } from "../../../lib/content/use-post-form.ts";
import { CuisineTagsField } from "../../cuisine-tags/CuisineTagsField.tsx";
import { MediaField } from "../MediaField.tsx";
import { STATUS_OPTIONS } from "../StatusBadge.tsx";
import { ScheduleFields } from "./ScheduleFields.tsx";

/**
 * The form's side column: status and the search-engine flags, the schedule (saved posts), then the section's
 * poster, logo and cuisines (each only where the section has it).
 */
export function PostSidebar({
  config,
  values,
  errors,
  set,
  tags,
  schedule = false,
  member = false,
}: {
  config: SectionConfig;
  values: PostFormValues;
  errors: Record<string, string>;
  set: SetPostField;
  tags: { options: { value: string; label: string }[]; loading: boolean };
  /** Show Publish at / Unpublish at (saved posts: creating takes no schedule). */
  schedule?: boolean;
  /** Member mode: status, search engines and schedule are staff's (hidden, kept). */
  member?: boolean;
}) {
  /** The poster or logo field: its image, error and change. */
  const image = (key: "poster" | "logo") => ({
    value: values[key],
    error: errors[key],
    onChange: (item: PostFormValues[typeof key]) => set(key, item),
  });
  return (
    <Stack gap="lg">
      {member ? null : (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              value={values.status}
              error={errors.status}
              allowDeselect={false}
              onChange={(v) => v && set("status", v)}
            />
            <Text size="sm" fw={500} mt={4}>
              Search engines
            </Text>
            <Checkbox
              label="Hide from search engines (noindex)"
              checked={values.no_index}
              onChange={(e) => set("no_index", e.currentTarget.checked)}
            />
            <Checkbox
              label="Do not follow links (nofollow)"
              checked={values.no_follow}
              onChange={(e) => set("no_follow", e.currentTarget.checked)}
            />
            <Checkbox
              label="Show in sitemap"
              checked={values.show_in_sitemap}
              onChange={(e) => set("show_in_sitemap", e.currentTarget.checked)}
            />
          </Stack>
        </Paper>
      )}
      {schedule && !member ? <ScheduleFields values={values} errors={errors} set={set} /> : null}
      {config.poster || config.logo || config.cuisines ? (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="md">
            {config.poster ? <MediaField label="Poster" requireAlt {...image("poster")} /> : null}
            {config.logo ? <MediaField label="Logo" {...image("logo")} /> : null}
            {config.cuisines ? (
              <CuisineTagsField
                label={config.section === "cuisines" ? "Cuisine tag" : "Cuisines"}
                options={tags.options}
                loading={tags.loading}
                value={values.cuisines}
                error={errors.cuisines}
                maxValues={config.section === "cuisines" ? 1 : undefined}
                onChange={(v) => set("cuisines", v)}
              />
            ) : null}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
