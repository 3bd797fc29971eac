import { MultiSelect, Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { contentApi, contentKeys } from "../../../lib/content/api.ts";
import { cuisineOptions, postOptions } from "../../../lib/content/options.ts";
import { settingsApi, settingsKeys } from "../../../lib/settings/api.ts";

const MEMBER_TYPE = 2;

type SingleProps = {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  readOnly?: boolean;
};

/** The cuisine a member grid shows (cuisine tags of the active domain). */
export function CuisineSelectField({ label, value, onChange, readOnly }: SingleProps) {
  const tags = useQuery({ queryKey: contentKeys.cuisineTags, queryFn: contentApi.cuisineTags });
  return (
    <Select
      label={label}
      placeholder={tags.isPending ? "Loading cuisines…" : "Choose a cuisine"}
      data={cuisineOptions(tags.data)}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      error={tags.isError ? "The cuisines could not be loaded." : undefined}
      searchable
      clearable
      disabled={readOnly}
      nothingFoundMessage="No cuisine matches"
    />
  );
}

/** The FAQ category an FAQ block shows; empty = every category. */
export function FaqCategorySelectField({ label, value, onChange, readOnly }: SingleProps) {
  const categories = useQuery({ queryKey: contentKeys.faq, queryFn: contentApi.faqCategories });
  const data = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Select
      label={label}
      placeholder={categories.isPending ? "Loading categories…" : "All categories"}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      error={categories.isError ? "The FAQ categories could not be loaded." : undefined}
      clearable
      disabled={readOnly}
    />
  );
}

type MultiProps = {
  label: string;
  value: number[];
  onChange: (value: number[]) => void;
  readOnly?: boolean;
};

/** Hand-picked members, shown in the order they were picked. */
export function MemberPickerField({ label, value, onChange, readOnly }: MultiProps) {
  const members = useQuery({
    queryKey: settingsKeys.typeGroup(MEMBER_TYPE),
    queryFn: () => settingsApi.typeGroup(MEMBER_TYPE),
  });
  return (
    <MultiSelect
      label={label}
      description="Shown in the order you pick them."
      placeholder={members.isPending ? "Loading members…" : "Search members"}
      data={postOptions(members.data)}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
      error={members.isError ? "The members could not be loaded." : undefined}
      searchable
      clearable
      disabled={readOnly}
      maxValues={48}
      nothingFoundMessage="No member matches"
    />
  );
}
