import { MultiSelect } from "@mantine/core";
import { useState } from "react";
import {
  createTagErrorText,
  useCreateCuisineTag,
} from "../../lib/cuisine-tags/use-create-cuisine-tag.ts";

/** The option value standing for "create a tag of the typed text". */
const CREATE = "__create-cuisine__";

type Props = {
  label: string;
  options: { value: string; label: string }[];
  loading: boolean;
  value: string[];
  error?: string;
  /** At most this many tags (a cuisine page presents one). */
  maxValues?: number;
  onChange: (value: string[]) => void;
};

/**
 * The post form's cuisine tags: search the domain's tags, or choose "Create cuisine “…”" when
 * the typed text matches none; the new tag is created, selected and added to the list. A
 * refused create (say, a name another tag has) is shown at the field.
 */
export function CuisineTagsField({
  label,
  options,
  loading,
  value,
  error,
  maxValues,
  onChange,
}: Props) {
  const [search, setSearch] = useState("");
  const [createError, setCreateError] = useState("");
  const create = useCreateCuisineTag((tag) => {
    onChange([...value.filter((v) => v !== String(tag.id)), String(tag.id)]);
    setSearch("");
  });

  const typed = search.trim();
  const match = options.find((o) => o.label.trim().toLowerCase() === typed.toLowerCase());
  const full = maxValues !== undefined && value.length >= maxValues;
  const offerCreate = typed !== "" && !match && !full && !loading && !create.isPending;
  const data = offerCreate
    ? [...options, { value: CREATE, label: `Create cuisine “${typed}”` }]
    : options;

  return (
    <MultiSelect
      label={label}
      placeholder={loading ? "Loading…" : "Choose or type a cuisine"}
      data={data}
      value={value}
      error={createError || error}
      maxValues={maxValues}
      searchable
      clearable
      hidePickedOptions
      loading={create.isPending}
      searchValue={search}
      onSearchChange={(next) => {
        setSearch(next);
        if (createError) setCreateError("");
      }}
      nothingFoundMessage={
        match && value.includes(match.value) ? "Already chosen" : "No cuisine found"
      }
      onOptionSubmit={(picked) => {
        if (picked !== CREATE || !typed) return;
        setCreateError("");
        create.mutate(typed, {
          onError: (e) => {
            setCreateError(createTagErrorText(e));
            setSearch(typed);
          },
        });
      }}
      onChange={(next) => {
        if (next.includes(CREATE)) return;
        if (createError) setCreateError("");
        onChange(next);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
