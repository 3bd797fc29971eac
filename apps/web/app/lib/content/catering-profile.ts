import {
  type CateringProfileInput,
  type CateringProfileRead,
  cateringProfileSchema,
} from "@fooddir/contract";

/**
 * The member form's "Catering" part (contract.md "Catering requests that reach the right
 * trucks"): what its fields hold, the `catering` it sends, and the checks made before sending.
 */

export type CateringValues = {
  /**
   * What the saved post had: a profile, none (null), or nothing said (the read did not carry
   * `catering`). Decides what an untouched fieldset sends.
   */
  saved: "profile" | "none" | "unknown";
  /** A field was changed since the post was loaded. */
  touched: boolean;
  offers: boolean;
  /** "" while a number field is empty. */
  min_guests: number | "";
  max_guests: number | "";
  radius_km: number | "";
  base_location_id: number | null;
  lead_days: number | "";
  contact_email: string;
};

/** The contract's defaults, shown in the fields of a member without a profile. */
const DEFAULTS = cateringProfileSchema.parse({ offers: false });

/** The fields' values of a saved profile (or of none). */
export function cateringValuesOf(profile: CateringProfileRead | null | undefined): CateringValues {
  const p = profile ?? DEFAULTS;
  return {
    saved: profile ? "profile" : profile === null ? "none" : "unknown",
    touched: false,
    offers: p.offers,
    min_guests: p.min_guests,
    max_guests: p.max_guests,
    radius_km: p.radius_km,
    base_location_id: p.base_location_id,
    lead_days: p.lead_days,
    contact_email: p.contact_email,
  };
}

const num = (v: number | "") => (v === "" ? undefined : v);

/**
 * The `catering` to send: the profile once the member has one or a field was touched; null
 * when the member never had one and nothing was touched (nothing to keep); absent (undefined)
 * when the read did not say, so an untouched fieldset cannot clear a profile it never saw.
 */
export function cateringInputOf(values: CateringValues): CateringProfileInput | null | undefined {
  if (!values.touched && values.saved !== "profile") {
    return values.saved === "none" ? null : undefined;
  }
  return {
    offers: values.offers,
    min_guests: num(values.min_guests),
    max_guests: num(values.max_guests),
    radius_km: num(values.radius_km),
    base_location_id: values.base_location_id,
    lead_days: num(values.lead_days),
    contact_email: values.contact_email.trim(),
  };
}

const NUMBER_LABELS = {
  min_guests: "minimum number of guests",
  max_guests: "maximum number of guests",
  radius_km: "radius",
  lead_days: "lead time",
} as const;

/**
 * The contract's checks of the profile before it is sent, keyed as the API names its fields
 * (`catering.max_guests`), so both show at the same field. An emptied number is required.
 */
export function cateringErrors(values: CateringValues): Record<string, string> {
  const input = cateringInputOf(values);
  if (!input) return {};
  const errors: Record<string, string> = {};
  for (const [key, label] of Object.entries(NUMBER_LABELS)) {
    if (values[key as keyof typeof NUMBER_LABELS] === "") {
      errors[`catering.${key}`] = `The ${label} field is required.`;
    }
  }
  const result = cateringProfileSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      errors[["catering", ...issue.path].join(".")] ??= issue.message;
    }
  }
  return errors;
}

/** True when a field error belongs to the catering fieldset. */
export const isCateringError = (field: string) => field.startsWith("catering");
