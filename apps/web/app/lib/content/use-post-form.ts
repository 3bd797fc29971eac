import type { Post } from "@fooddir/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { apiErrorBody, apiErrorStatus, flattenFieldErrors, showApiError } from "../api/errors.ts";
import { isStaffField, memberInputOf } from "../my-truck/pending-edit.ts";
import { useUnsavedGuard } from "../navigation/use-unsaved-guard.ts";
import { notify } from "../notify.ts";
import { contentApi, contentKeys, type PostInput } from "./api.ts";
import { cuisineOptions } from "./options.ts";
import { clientErrors, formErrorsOf, type PostFormValues, toInput, valuesOf } from "./post-form.ts";
import type { SectionConfig } from "./sections.ts";

/** Sets one value and clears the error of its field (`field` when it is named otherwise). */
export type SetPostField = <K extends keyof PostFormValues>(
  key: K,
  value: PostFormValues[K],
  field?: string,
) => void;

/**
 * State and save of the post form: values against the last saved baseline (unsaved-changes
 * guard), client checks, the API's field errors on their fields with focus on the first, and
 * after creating, the move to the new post's edit screen. In member mode (a vendor) the save
 * sends only what a vendor may change; a save held for review says "Sent for review" and keeps
 * the form as sent (the answer is the live post).
 */
export function usePostForm(
  config: SectionConfig,
  post: Post | undefined,
  { member = false }: { member?: boolean } = {},
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = useState(() => valuesOf(post));
  const [values, setValues] = useState(baseline);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bypass = useRef(false);
  /** The values of the save under way. */
  const sent = useRef(values);
  const titleRef = useRef<HTMLInputElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  const tags = useQuery({
    queryKey: contentKeys.cuisineTags,
    queryFn: contentApi.cuisineTags,
    enabled: config.cuisines,
    staleTime: 60_000,
  });
  const tagOptions = useMemo(() => cuisineOptions(tags.data), [tags.data]);

  const dirty = useMemo(
    () => JSON.stringify(toInput(values, config)) !== JSON.stringify(toInput(baseline, config)),
    [values, baseline, config],
  );
  const blocker = useUnsavedGuard(dirty, bypass);

  const clearError = (field: string) => {
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  };
  const set: SetPostField = (key, value, field = key) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(field);
  };

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (input: PostInput) =>
      post
        ? contentApi.updatePost(post.id, member ? memberInputOf(input) : input)
        : contentApi.createPost({ ...input, post_type_id: config.type }),
    onSuccess: (saved) => {
      const held = member && Boolean(saved?.pending_revision);
      if (member) notify.success(held ? "Sent for review" : "Saved");
      else notify.success(`${config.singular[0].toUpperCase()}${config.singular.slice(1)} saved.`);
      void queryClient.invalidateQueries({ queryKey: contentKeys.posts });
      if (saved?.id) queryClient.setQueryData(contentKeys.post(saved.id), saved);
      if (held) {
        // The answer is the live post: the form keeps the change it sent.
        setBaseline(sent.current);
        return;
      }
      if (!post && saved?.id) {
        bypass.current = true;
        void navigate(`/panel/${config.section}/${saved.id}`, { replace: true });
        return;
      }
      const next = saved ? valuesOf(saved) : values;
      setBaseline(next);
      setValues(next);
    },
    onError: (error) => {
      const mapped = formErrorsOf(flattenFieldErrors(apiErrorBody(error)?.errors));
      if (Object.keys(mapped).length > 0) {
        setErrors(mapped);
        if (mapped.title) titleRef.current?.focus();
        else if (mapped.url) urlRef.current?.focus();
      }
      // A vendor does not see the staff fields: a message about one is a toast.
      const hidden = member ? Object.entries(mapped).find(([field]) => isStaffField(field)) : null;
      if (hidden) notify.error(hidden[1], { autoClose: 5000 });
      else if (apiErrorStatus(error) !== 422 || Object.keys(mapped).length === 0) {
        showApiError(error);
      } else notify.error("Please correct the highlighted fields.", { autoClose: 3000 });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = clientErrors(values);
    setErrors(found);
    if (found.title) return titleRef.current?.focus();
    if (found.url) return urlRef.current?.focus();
    if (Object.keys(found).length > 0) {
      return notify.error("Please correct the highlighted fields.", { autoClose: 3000 });
    }
    sent.current = values;
    save.mutate(toInput(values, config));
  };

  return {
    values,
    setValues,
    errors,
    clearError,
    set,
    dirty,
    blocker,
    saving: save.isPending,
    onSubmit,
    titleRef,
    urlRef,
    tags: { options: tagOptions, loading: tags.isPending },
  };
}
