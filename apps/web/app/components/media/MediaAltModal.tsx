import type { MediaItem } from "@fooddir/contract";
import { Center, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { contentApi, contentKeys } from "../../lib/content/api.ts";
import { notify } from "../../lib/notify.ts";
import { FormModal } from "../panel/FormModal.tsx";

type Props = {
  item: MediaItem | null;
  onClose: () => void;
  /** Refuse an empty alt text (an image that must be described, e.g. a poster). */
  required?: boolean;
  title?: string;
  /** Why the alt text is asked for, above the image. */
  intro?: string;
  submitLabel?: string;
  /** Runs with the saved image, before the modal closes. */
  onSaved?: (item: MediaItem) => void;
};

export const POSTER_ALT_REQUIRED = "Write the alt text: a poster is shown with its description.";

/** Edit one image's alt text, with the image shown above the field. */
export function MediaAltModal({
  item,
  onClose,
  required = false,
  title = "Edit alt text",
  intro,
  submitLabel = "Save",
  onSaved,
}: Props) {
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setAlt(item?.alt ?? "");
    setError(null);
  }, [item]);
  const save = useMutation({
    mutationFn: () => contentApi.updateMediaAlt(item!.id, alt.trim()),
    onSuccess: (saved) => {
      notify.success("Alt text saved.");
      void queryClient.invalidateQueries({ queryKey: contentKeys.mediaAll });
      onSaved?.(saved);
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The modal is portaled: its submit must not reach a form around the field that opened it.
    e.stopPropagation();
    if (required && !alt.trim()) {
      setError(POSTER_ALT_REQUIRED);
      return;
    }
    save.mutate();
  };
  return (
    <FormModal
      opened={item !== null}
      onClose={onClose}
      title={title}
      onSubmit={submit}
      submitLabel={submitLabel}
      loading={save.isPending}
      size="md"
    >
      {intro ? <Text size="sm">{intro}</Text> : null}
      {item ? (
        <Center>
          <img
            src={item.thumbnail_url || item.url}
            alt=""
            style={{ maxWidth: "100%", maxHeight: 200, borderRadius: 8, objectFit: "contain" }}
          />
        </Center>
      ) : null}
      <TextInput
        label="Alt text"
        description="Describes the image for screen readers and search engines."
        value={alt}
        maxLength={500}
        required={required}
        error={error}
        onChange={(e) => setAlt(e.currentTarget.value)}
        data-autofocus
      />
    </FormModal>
  );
}
