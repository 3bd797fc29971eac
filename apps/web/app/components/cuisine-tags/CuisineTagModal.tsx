import { CUISINE_TAG_TAKEN, type CuisineTagListItem } from "@fooddir/contract";
import { TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { cuisineTagKeys, cuisineTagsApi } from "../../lib/cuisine-tags/api.ts";
import { emojiError, emojiOf, iconDataWith } from "../../lib/cuisine-tags/icon.ts";
import { notify } from "../../lib/notify.ts";
import { FormModal } from "../panel/FormModal.tsx";
import { useFormErrors } from "../settings/use-form-errors.ts";
import { CuisineEmojiPicker } from "./CuisineEmojiPicker.tsx";

/** What the modal is open for: a new tag (null tag) or an existing one; null when closed. */
export type CuisineTagEditing = { tag: CuisineTagListItem | null } | null;

export const MAX_TITLE_LENGTH = 100;

/** The client's checks of a tag's name and emoji, against the other tags of the list. */
export function cuisineTagErrors(
  title: string,
  emoji: string,
  others: readonly { title: string }[],
): Record<string, string> {
  const found: Record<string, string> = {};
  const name = title.trim();
  if (!name) found.title = "The name field is required.";
  else if (others.some((t) => t.title.trim().toLowerCase() === name.toLowerCase())) {
    found.title = CUISINE_TAG_TAKEN;
  }
  const icon = emojiError(emoji);
  if (icon) found.icon = icon;
  return found;
}

/** Create or rename one cuisine tag (POST / PUT /api/cuisine-tags): its name and its emoji. */
export function CuisineTagModal({
  editing,
  tags,
  onClose,
}: {
  editing: CuisineTagEditing;
  tags: readonly CuisineTagListItem[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { formRef, errors, refuse, showServerError, clearError, setErrors } = useFormErrors();
  const [title, setTitle] = useState("");
  const [emoji, setEmoji] = useState("");
  const tag = editing?.tag ?? null;
  useEffect(() => {
    setTitle(editing?.tag?.title ?? "");
    setEmoji(emojiOf(editing?.tag?.icon_data));
    setErrors({});
  }, [editing, setErrors]);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const body = { title: title.trim(), icon_data: iconDataWith(emoji, tag?.icon_data) };
      return tag ? cuisineTagsApi.update(tag.id, body) : cuisineTagsApi.create(body);
    },
    onSuccess: (saved) => {
      notify.success(tag ? `${saved.title} saved.` : `${saved.title} added.`);
      void queryClient.invalidateQueries({ queryKey: cuisineTagKeys.all });
      onClose();
    },
    onError: (error) =>
      showServerError(error, (fields) => ({
        ...(fields.title ? { title: fields.title } : {}),
        ...(fields.icon_data ? { icon: fields.icon_data } : {}),
      })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const others = tags.filter((t) => t.id !== tag?.id);
    const found = cuisineTagErrors(title, emoji, others);
    if (Object.keys(found).length > 0) return refuse(found);
    setErrors({});
    save.mutate();
  };

  return (
    <FormModal
      opened={editing !== null}
      onClose={onClose}
      title={tag ? "Edit cuisine tag" : "New cuisine tag"}
      onSubmit={submit}
      submitLabel="Save"
      loading={save.isPending}
      formRef={formRef}
    >
      <TextInput
        label="Name"
        description="Shown as written on the site and in the members' cuisine filter."
        placeholder="e.g. Mexican"
        required
        value={title}
        error={errors.title}
        maxLength={MAX_TITLE_LENGTH}
        autoComplete="off"
        onChange={(e) => {
          setTitle(e.currentTarget.value);
          clearError("title");
        }}
        data-autofocus
      />
      <CuisineEmojiPicker
        value={emoji}
        error={errors.icon}
        onChange={(value) => {
          setEmoji(value);
          clearError("icon");
        }}
      />
    </FormModal>
  );
}
