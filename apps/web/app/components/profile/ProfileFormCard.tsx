import { Stack } from "@mantine/core";
import type { ChangeEvent, FormEvent, ReactNode } from "react";
import { SectionCard, SectionTitle } from "../panel/SectionCard.tsx";

type Props = {
  /** The title's id; the section is labelled by it. */
  id: string;
  title: string;
  description: ReactNode;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
};

/** A profile card with a form: the titled section, its line of text, then the fields. */
export function ProfileFormCard({ id, title, description, onSubmit, children }: Props) {
  return (
    <SectionCard labelledBy={id}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SectionTitle id={id} size="h4" title={title} description={description} />
          {children}
        </Stack>
      </form>
    </SectionCard>
  );
}

type FieldForm<F extends string> = {
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  set: (field: F) => (e: ChangeEvent<HTMLInputElement>) => void;
};

/** The value, error and onChange of a field of a `useProfileForm` form, to spread on its input. */
export function fieldsOf<F extends string>({ values, errors, set }: FieldForm<F>) {
  return (field: F) => ({ value: values[field], error: errors[field], onChange: set(field) });
}
