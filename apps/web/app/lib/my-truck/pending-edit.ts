import type { MediaItem, Post, PostSnapshot } from "@fooddir/contract";
import type { PostInput } from "../content/api.ts";

/**
 * A vendor edits from its pending change (decision 027): the post as the change would make it,
 * with what staff alone set (status, search engines, schedule, catering) kept live.
 */
export function postFromSnapshot(
  live: Post,
  snapshot: PostSnapshot,
  media: { poster?: MediaItem | null; logo?: MediaItem | null } = {},
): Post {
  const image = (id: number | null, current: MediaItem | null, loaded?: MediaItem | null) => {
    if (id === null) return null;
    return current?.id === id ? current : (loaded ?? null);
  };
  const known = new Map(live.external_data.cuisines.map((c) => [c.id, c]));
  return {
    ...live,
    attributes: {
      title: snapshot.title,
      url: snapshot.url,
      description: snapshot.description,
    },
    media: {
      poster: image(snapshot.poster_id, live.media.poster, media.poster),
      logo: image(snapshot.logo_id, live.media.logo, media.logo),
    },
    external_data: {
      cuisines: snapshot.cuisines.map((id) => known.get(id) ?? { id, title: "", icon_data: "" }),
    },
    profile: snapshot.profile as Post["profile"],
  };
}

/** The images of a snapshot the live post does not hold (to read one by one). */
export function imagesToLoad(live: Post, snapshot: PostSnapshot | undefined) {
  const need = (id: number | null | undefined, current: MediaItem | null) =>
    id != null && current?.id !== id ? id : null;
  return {
    poster: need(snapshot?.poster_id, live.media.poster),
    logo: need(snapshot?.logo_id, live.media.logo),
  };
}

/**
 * What a vendor's save sends: the fields it may change (contract MEMBER_EDITABLE_FIELDS) plus
 * the staff fields the data write requires, as the form holds them (their live values, never
 * shown); never the catering profile or the schedule.
 */
export function memberInputOf(input: PostInput): PostInput {
  const { catering: _catering, publish_at: _publish, unpublish_at: _unpublish, ...rest } = input;
  return rest;
}

/** The form's fields a vendor does not see: an API message about one is shown as a toast. */
export function isStaffField(field: string): boolean {
  return (
    ["status", "no_index", "no_follow", "show_in_sitemap", "publish_at", "unpublish_at"].includes(
      field,
    ) || field.startsWith("catering")
  );
}
