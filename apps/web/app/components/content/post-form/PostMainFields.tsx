import type { Post } from "@fooddir/contract";
import { Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { Dispatch, RefObject, SetStateAction } from "react";
import type { PostFormValues } from "../../../lib/content/post-form.ts";
import { onTitleChange, onUrlChange, urlHint } from "../../../lib/content/url-suggest.ts";
import type { SetPostField } from "../../../lib/content/use-post-form.ts";

/** Title, URL (suggested from the title until edited by hand) and description. */
export function PostMainFields({
  post,
  values,
  setValues,
  errors,
  clearError,
  set,
  titleRef,
  urlRef,
}: {
  post?: Post;
  values: PostFormValues;
  setValues: Dispatch<SetStateAction<PostFormValues>>;
  errors: Record<string, string>;
  clearError: (field: string) => void;
  set: SetPostField;
  titleRef: RefObject<HTMLInputElement | null>;
  urlRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <TextInput
          ref={titleRef}
          label="Title"
          required
          value={values.title}
          error={errors.title}
          maxLength={255}
          onChange={(e) => {
            const title = e.currentTarget.value;
            setValues((v) => ({ ...v, title, url: onTitleChange(v.url, title) }));
            clearError("title");
          }}
        />
        <TextInput
          ref={urlRef}
          label="URL"
          required
          description={urlHint(post?.attributes.url, values.url.url, values.url.touched)}
          leftSection={
            <Text size="sm" c="dimmed">
              /
            </Text>
          }
          value={values.url.url}
          error={errors.url}
          maxLength={255}
          onChange={(e) => set("url", onUrlChange(values.url, e.currentTarget.value), "url")}
        />
        <Textarea
          label="Description"
          autosize
          minRows={4}
          maxRows={14}
          maxLength={5000}
          value={values.description}
          error={errors.description}
          onChange={(e) => set("description", e.currentTarget.value)}
        />
      </Stack>
    </Paper>
  );
}
