import {
  type Dietary,
  type MemberProfile,
  type MemberProfileInput,
  memberProfileSchema,
  type SocialNetwork,
} from "@fooddir/contract";

/**
 * The member form's "Contact and menu" part (contract.md "Member profiles"): what its fields
 * hold, the profile they send, and the checks made before sending. Rows carry a local `id` so
 * they keep their identity (React keys, drag and drop) while they move.
 */

export type SocialValues = { id: number; network: SocialNetwork | null; url: string };
export type MenuItemValues = {
  id: number;
  name: string;
  description: string;
  /** "" while the field is empty (no price). */
  price: number | "";
  dietary: Dietary[];
};
export type MenuSectionValues = { id: number; section: string; items: MenuItemValues[] };
export type ProfileValues = {
  phone: string;
  website: string;
  public_email: string;
  socials: SocialValues[];
  menu: MenuSectionValues[];
};

let lastRowId = 0;
/** A new local row id (unique in this page's life). */
export const newRowId = () => ++lastRowId;

export const emptySocial = (): SocialValues => ({ id: newRowId(), network: null, url: "" });
export const emptyMenuItem = (): MenuItemValues => ({
  id: newRowId(),
  name: "",
  description: "",
  price: "",
  dietary: [],
});
export const emptyMenuSection = (): MenuSectionValues => ({
  id: newRowId(),
  section: "",
  items: [emptyMenuItem()],
});

/** The fields' values of a saved profile (or of none). */
export function profileValuesOf(profile: MemberProfile | null | undefined): ProfileValues {
  return {
    phone: profile?.phone ?? "",
    website: profile?.website ?? "",
    public_email: profile?.public_email ?? "",
    socials: (profile?.socials ?? []).map((s) => ({ id: newRowId(), ...s })),
    menu: (profile?.menu ?? []).map((section) => ({
      id: newRowId(),
      section: section.section,
      items: section.items.map((item) => ({
        id: newRowId(),
        name: item.name,
        description: item.description ?? "",
        price: item.price ?? "",
        dietary: item.dietary,
      })),
    })),
  };
}

/** The profile to send: null when every field is empty (a member without a profile). */
export function profileInputOf(values: ProfileValues): MemberProfileInput | null {
  const input = {
    phone: values.phone.trim(),
    website: values.website.trim(),
    public_email: values.public_email.trim(),
    socials: values.socials.map((s) => ({ network: s.network ?? "", url: s.url.trim() })),
    menu: values.menu.map((section) => ({
      section: section.section.trim(),
      items: section.items.map((item) => ({
        name: item.name.trim(),
        description: item.description.trim(),
        price: item.price === "" ? null : item.price,
        dietary: item.dietary,
      })),
    })),
  };
  const empty =
    !input.phone &&
    !input.website &&
    !input.public_email &&
    input.socials.length === 0 &&
    input.menu.length === 0;
  return empty ? null : (input as MemberProfileInput);
}

/**
 * The contract's checks of a profile before it is sent, keyed as the API names its fields
 * (`profile.website`, `profile.menu.0.items.1.price`), so both show at the same field.
 */
export function profileErrors(values: ProfileValues): Record<string, string> {
  const input = profileInputOf(values);
  if (input === null) return {};
  const result = memberProfileSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = ["profile", ...issue.path].join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** True when a field error belongs to the menu (its keys hold row positions). */
export const isMenuError = (field: string) => field.startsWith("profile.menu");
