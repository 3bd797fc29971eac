import { z } from "zod";
import { cuisineTagSchema } from "./posts.ts";

/** contract.md "Cuisine tags": what the panel's cuisine tags screen reads and writes. */

/** A tag of GET /api/cuisine-tags; signed-in team members also get how many members carry it. */
export const cuisineTagListItemSchema = cuisineTagSchema.extend({
  members_count: z
    .number()
    .int()
    .optional()
    .describe(
      "Team members only: the number of member posts (not in the trash) carrying the tag. Anonymous reads leave it out.",
    ),
});
export type CuisineTagListItem = z.infer<typeof cuisineTagListItemSchema>;

/** 422 on `title` when another tag of the domain has the same title, whatever its case. */
export const CUISINE_TAG_TAKEN = "A cuisine with this name already exists.";

/** What icon_data holds for the sites and the panel: an emoji and its color, both optional. */
export type CuisineIcon = { emoji?: string; color?: string };

/** Reads icon_data (a JSON string); anything unreadable or of another shape is no icon. */
export function cuisineIconOf(iconData: string | null | undefined): CuisineIcon {
  try {
    const parsed: unknown = JSON.parse(iconData ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    const { emoji, color } = parsed as Record<string, unknown>;
    return {
      ...(typeof emoji === "string" && emoji.trim() ? { emoji: emoji.trim() } : {}),
      ...(typeof color === "string" && color.trim() ? { color: color.trim() } : {}),
    };
  } catch {
    return {};
  }
}
