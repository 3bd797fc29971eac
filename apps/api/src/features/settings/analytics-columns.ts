import { analyticsItems } from "../../db/schema.ts";

/** The columns of an analytics item in the contract's shape. */
export const analyticsColumns = {
  id: analyticsItems.id,
  type: analyticsItems.type,
  name: analyticsItems.name,
  src: analyticsItems.src,
  custom_id: analyticsItems.custom_id,
  async: analyticsItems.async,
  defer: analyticsItems.defer,
  tag_position: analyticsItems.tag_position,
  code: analyticsItems.code,
  content: analyticsItems.content,
  content_type: analyticsItems.content_type,
  external_analytics: analyticsItems.external_analytics,
  external_analytics_type: analyticsItems.external_analytics_type,
};
