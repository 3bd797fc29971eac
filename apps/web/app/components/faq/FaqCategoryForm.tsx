import { Button, Group, Paper, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { apiErrorBody, flattenFieldErrors, showApiError } from "../../lib/api/errors.ts";
import { contentApi } from "../../lib/content/api.ts";
import { notify } from "../../lib/notify.ts";

/** The "new category" line: a name (required), added on submit; `onAdded` refreshes the page. */
export function FaqCategoryForm({ onAdded }: { onAdded: () => void }) {
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const createCategory = useMutation({
    meta: { silent: true },
    mutationFn: (n: string) => contentApi.createFaqCategory(n),
    onSuccess: () => {
      notify.success("Category added.");
      setName("");
      onAdded();
    },
    onError: (error) => {
      setNameError(flattenFieldErrors(apiErrorBody(error)?.errors).name);
      showApiError(error);
    },
  });
  const addCategory = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setNameError("The name field is required.");
    setNameError(undefined);
    createCategory.mutate(name.trim());
  };
  return (
    <Paper withBorder radius="lg" p="sm" component="form" onSubmit={addCategory} noValidate>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          style={{ flex: "1 1 220px" }}
          aria-label="New category name"
          placeholder="New category name"
          value={name}
          error={nameError}
          maxLength={100}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(undefined);
          }}
        />
        <Button
          type="submit"
          leftSection={<IconPlus size={16} />}
          loading={createCategory.isPending}
        >
          Add category
        </Button>
      </Group>
    </Paper>
  );
}
