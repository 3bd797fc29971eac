import { API_PATHS, type CuisineTag, type CuisineTagListItem } from "@fooddir/contract";
import { apiData, recordCalls } from "../api/record-calls.ts";
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

const tagCalls = recordCalls<CuisineTag, CuisineTagInput>(API_PATHS.cuisineTags);

export const cuisineTagsApi = {
  list: () => apiData<CuisineTagListItem[]>(API_PATHS.cuisineTags),
  create: tagCalls.create,
  update: tagCalls.update,
  remove: tagCalls.remove,
};
