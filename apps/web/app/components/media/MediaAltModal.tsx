import type { MediaItem } from "@fooddir/contract";
import { Center, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { contentApi, contentKeys } from "../../lib/content/api.ts";
import { notify } from "../../lib/notify.ts";
import { FormModal } from "../panel/FormModal.tsx";

/** Edit one image's alt text, with the image shown above the field. */
export function MediaAltModal({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState("");
  useEffect(() => setAlt(item?.alt ?? ""), [item]);
  const save = useMutation({
    mutationFn: () => contentApi.updateMediaAlt(item!.id, alt.trim()),
    onSuccess: () => {
      notify.success("Alt text saved.");
      void queryClient.invalidateQueries({ queryKey: contentKeys.mediaAll });
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <FormModal
      opened={item !== null}
      onClose={onClose}
      title="Edit alt text"
      onSubmit={submit}
      submitLabel="Save"
      loading={save.isPending}
      size="md"
    >
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
        onChange={(e) => setAlt(e.currentTarget.value)}
        data-autofocus
      />
    </FormModal>
  );
}
