import { API_PATHS, type MediaItem } from "@fooddir/contract";
import { apiData } from "../api/record-calls.ts";
import { contentKeys } from "../content/api.ts";

/** Calls of "My truck" (the member edit screen in member mode) besides the post's own. */

export const myTruckKeys = {
  /** One media item (under the media keys: an alt change or delete refreshes it). */
  media: (id: number) => [...contentKeys.mediaAll, "one", id] as const,
};

export const myTruckApi = {
  /** An image of a pending change that the live post does not show (GET /api/media/{id}). */
  media: (id: number) => apiData<MediaItem>(`${API_PATHS.media}/${id}`),
};
