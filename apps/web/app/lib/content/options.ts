/** Spec §5: option lists include only posts having _id, title and url. */
export type PostOptionSource = {
  id: number;
  _id?: string | null;
  title?: string | null;
  url?: string | null;
};

const filled = (v: unknown) => typeof v === "string" && v.trim().length > 0;

export function postOptions<T extends PostOptionSource>(posts: readonly T[] | null | undefined) {
  return (posts ?? [])
    .filter((p) => filled(p._id) && filled(p.title) && filled(p.url))
    .map((p) => ({ value: String(p.id), label: p.title as string, url: p.url as string }));
}

/** Spec §5: FAQ options only entries with both question and answer. */
export type FaqOptionSource = { id: number; question?: string | null; answer?: string | null };

export function faqOptions<T extends FaqOptionSource>(faqs: readonly T[] | null | undefined) {
  return (faqs ?? [])
    .filter((f) => filled(f.question) && filled(f.answer))
    .map((f) => ({ value: String(f.id), label: f.question as string }));
}

/** Cuisine tags as multi-select options (titles trimmed, empty ones left out). */
export function cuisineOptions(tags: readonly { id: number; title: string }[] | null | undefined) {
  return (tags ?? [])
    .filter((t) => filled(t.title))
    .map((t) => ({ value: String(t.id), label: t.title.trim() }));
}
