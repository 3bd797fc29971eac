import type { CuisineTag } from "@fooddir/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiErrorBody, flattenFieldErrors } from "../api/errors.ts";
import { contentKeys } from "../content/api.ts";
import { cuisineTagKeys, cuisineTagsApi } from "./api.ts";

const byTitle = (a: CuisineTag, b: CuisineTag) =>
  a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || a.id - b.id;

/** The message a failed create shows at the field: the title's, else the API's message. */
export function createTagErrorText(error: unknown): string {
  const body = apiErrorBody(error);
  const fields = flattenFieldErrors(body?.errors);
  return (
    fields.title ?? Object.values(fields)[0] ?? body?.message ?? "The cuisine could not be created."
  );
}

/**
 * Creates a cuisine tag from a form's cuisine field (no icon yet): the post form's tag list
 * holds it at once, so the field can select it, and every tag list is refreshed.
 */
export function useCreateCuisineTag(onCreated: (tag: CuisineTag) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (title: string) => cuisineTagsApi.create({ title, icon_data: "{}" }),
    onSuccess: (tag) => {
      queryClient.setQueryData<CuisineTag[]>(contentKeys.cuisineTags, (old) =>
        old ? [...old.filter((t) => t.id !== tag.id), tag].sort(byTitle) : old,
      );
      void queryClient.invalidateQueries({ queryKey: cuisineTagKeys.all });
      onCreated(tag);
    },
  });
}
