import { categories, cuisineTags, faqCategories } from "../../db/schema.ts";

// The columns the taxonomy operations return for each table.

export const categoryColumns = { id: categories.id, name: categories.name };

export const cuisineTagColumns = {
  id: cuisineTags.id,
  title: cuisineTags.title,
  icon_data: cuisineTags.icon_data,
};

export const faqCategoryColumns = {
  id: faqCategories.id,
  name: faqCategories.name,
  position: faqCategories.position,
};
