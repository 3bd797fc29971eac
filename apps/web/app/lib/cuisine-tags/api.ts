import { API_PATHS, type CuisineTag, type CuisineTagListItem } from "@fooddir/contract";
import { api } from "../api/browser.ts";
import { contentKeys } from "../content/api.ts";

/** Calls of the cuisine tags screen (contract.md "Cuisine tags"), all through the API client. */

/** What a create or a rename sends; icon_data is the JSON string of the tag's icon. */
export type CuisineTagInput = { title: string; icon_data: string };

export const cuisineTagKeys = {
  /** Every cuisine tag list: the screen's and the post form's (invalidate after a write). */
  all: contentKeys.cuisineTags,
  /** The screen's list, with members_count (a signed-in read). */
  list: [...contentKeys.cuisineTags, "screen"] as const,
};

type Data<T> = { data: T };

export const cuisineTagsApi = {
  list: async () => (await api()<Data<CuisineTagListItem[]>>(API_PATHS.cuisineTags)).data,
  create: async (body: CuisineTagInput) =>
    (await api()<Data<CuisineTag>>(API_PATHS.cuisineTags, { method: "POST", body })).data,
  update: async (id: number, body: CuisineTagInput) =>
    (await api()<Data<CuisineTag>>(`${API_PATHS.cuisineTags}/${id}`, { method: "PUT", body })).data,
  remove: (id: number) => api()(`${API_PATHS.cuisineTags}/${id}`, { method: "DELETE" }),
};
