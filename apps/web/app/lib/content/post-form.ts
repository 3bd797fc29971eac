import { type MediaItem, POST_TYPES, type Post, postUrlSchema } from "@fooddir/contract";
import type { PostInput } from "./api.ts";
import {
  type CateringValues,
  cateringErrors,
  cateringInputOf,
  cateringValuesOf,
} from "./catering-profile.ts";
import {
  type ProfileValues,
  profileErrors,
  profileInputOf,
  profileValuesOf,
} from "./member-profile.ts";
import {
  type ScheduleValue,
  scheduleErrors,
  scheduleInputOf,
  scheduleValueOf,
} from "./schedule-fields.ts";
import type { SectionConfig } from "./sections.ts";
import { initialUrlState, type UrlState } from "./url-suggest.ts";

/** The post form's values: what the fields hold (media as items, ids as strings). */
export type PostFormValues = {
  title: string;
  url: UrlState;
  description: string;
  status: string;
  no_index: boolean;
  no_follow: boolean;
  show_in_sitemap: boolean;
  poster: MediaItem | null;
  logo: MediaItem | null;
  cuisines: string[];
  /** A member's contact, socials and menu (sent for members only). */
  profile: ProfileValues;
  /** A member's catering profile (sent for members only; never public). */
  catering: CateringValues;
  /** Scheduled publishing: local wall times of the domain's zone, sent only when changed. */
  publish_at: ScheduleValue;
  unpublish_at: ScheduleValue;
};

/** The form's values for a saved post, or the defaults of a new one. */
export function valuesOf(post: Post | undefined): PostFormValues {
  return {
    title: post?.attributes.title ?? "",
    url: initialUrlState(post?.attributes.url),
    description: post?.attributes.description ?? "",
    status: String(post?.post_status_id ?? 1),
    no_index: post?.no_index ?? false,
    no_follow: post?.no_follow ?? false,
    show_in_sitemap: post?.show_in_sitemap ?? true,
    poster: post?.media?.poster ?? null,
    logo: post?.media?.logo ?? null,
    cuisines: (post?.external_data?.cuisines ?? []).map((c) => String(c.id)),
    profile: profileValuesOf(post?.profile),
    catering: cateringValuesOf(post?.catering),
    publish_at: scheduleValueOf(post?.publish_at),
    unpublish_at: scheduleValueOf(post?.unpublish_at),
  };
}

/** What is saved, for the unsaved-changes comparison and the request body. */
export function toInput(values: PostFormValues, config: SectionConfig): PostInput {
  const input: PostInput = {
    title: values.title.trim(),
    url: values.url.url.trim(),
    description: values.description,
    post_status_id: Number(values.status),
    no_index: values.no_index,
    no_follow: values.no_follow,
    show_in_sitemap: values.show_in_sitemap,
  };
  if (config.poster || config.logo) {
    input.media = { poster_id: values.poster?.id ?? null, logo_id: values.logo?.id ?? null };
  }
  if (config.cuisines) input.external_data = { cuisines: values.cuisines.map(Number) };
  if (config.type === POST_TYPES.member) {
    input.profile = profileInputOf(values.profile);
    const catering = cateringInputOf(values.catering);
    if (catering !== undefined) input.catering = catering;
  }
  const publishAt = scheduleInputOf(values.publish_at);
  if (publishAt !== undefined) input.publish_at = publishAt;
  const unpublishAt = scheduleInputOf(values.unpublish_at);
  if (unpublishAt !== undefined) input.unpublish_at = unpublishAt;
  return input;
}

/** Checks made before sending: a title, and a url the API accepts. */
export function clientErrors(values: PostFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = "The title field is required.";
  const url = postUrlSchema.safeParse(values.url.url);
  if (!url.success) errors.url = url.error.issues[0]?.message ?? "The url is invalid.";
  // Only members fill the profile; it is empty (no errors) for other types.
  Object.assign(errors, profileErrors(values.profile));
  Object.assign(errors, cateringErrors(values.catering));
  Object.assign(errors, scheduleErrors(values.publish_at, values.unpublish_at));
  return errors;
}

/** The API's field errors on the form's fields (media.poster_id -> poster etc.). */
export function formErrorsOf(fieldErrors: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const key = field.startsWith("media.poster")
      ? "poster"
      : field.startsWith("media.logo")
        ? "logo"
        : field.startsWith("external_data")
          ? "cuisines"
          : field === "post_status_id"
            ? "status"
            : field;
    mapped[key] = mapped[key] ? `${mapped[key]}, ${message}` : message;
  }
  return mapped;
}
