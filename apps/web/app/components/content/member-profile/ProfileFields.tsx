import { PROFILE_LIMITS } from "@fooddir/contract";
import { SimpleGrid, TextInput } from "@mantine/core";
import { isMenuError, type ProfileValues } from "../../../lib/content/member-profile.ts";
import { useSiteCurrency } from "../../../lib/content/use-site-currency.ts";
import { TitledCard } from "../../panel/SectionCard.tsx";
import { MenuEditor } from "./MenuEditor.tsx";
import { SocialLinksEditor } from "./SocialLinksEditor.tsx";

/** The contact inputs, in order: their key in the profile and their input attributes. */
const CONTACT_FIELDS = [
  {
    key: "phone",
    label: "Phone",
    type: "tel",
    inputMode: "tel",
    autoComplete: "off",
    maxLength: PROFILE_LIMITS.phone,
  },
  {
    key: "website",
    label: "Website",
    type: "url",
    inputMode: "url",
    placeholder: "https://",
    maxLength: PROFILE_LIMITS.url,
  },
  {
    key: "public_email",
    label: "Public email",
    type: "email",
    inputMode: "email",
    autoComplete: "off",
    maxLength: PROFILE_LIMITS.email,
  },
] as const;

type Props = {
  values: ProfileValues;
  errors: Record<string, string>;
  /** Sets the profile and clears the error of `field` (the API's key, e.g. profile.website). */
  onChange: (profile: ProfileValues, field?: string) => void;
  clearError: (field: string) => void;
};

/** The member form's "Contact and menu" part (contract.md "Member profiles"). */
export function ProfileFields({ values, errors, onChange, clearError }: Props) {
  const currency = useSiteCurrency();
  const contact = (key: "phone" | "website" | "public_email") => ({
    value: values[key],
    error: errors[`profile.${key}`],
    onChange: (e: { currentTarget: { value: string } }) =>
      onChange({ ...values, [key]: e.currentTarget.value }, `profile.${key}`),
  });
  /** Rows moved or went: errors keyed by position no longer point at their fields. */
  const clearMenuErrors = () => {
    for (const key of Object.keys(errors)) if (isMenuError(key)) clearError(key);
  };

  return (
    <TitledCard
      id="member-profile-title"
      size="h4"
      title="Contact and menu"
      description="Shown on the member's page. Leave a field empty to hide it."
      gap="lg"
      mt="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {CONTACT_FIELDS.map(({ key, ...field }) => (
          <TextInput key={key} {...field} {...contact(key)} />
        ))}
      </SimpleGrid>
      <SocialLinksEditor
        socials={values.socials}
        errors={errors}
        onChange={(socials, field) => {
          if (!field)
            for (const key of Object.keys(errors)) {
              if (key.startsWith("profile.socials")) clearError(key);
            }
          onChange({ ...values, socials }, field);
        }}
      />
      <MenuEditor
        menu={values.menu}
        errors={errors}
        currency={currency}
        onChange={(menu, field) => {
          if (!field) clearMenuErrors();
          onChange({ ...values, menu }, field);
        }}
      />
    </TitledCard>
  );
}
