import { Placeholder, TitledSection } from "./shared.tsx";
import type { FaqBlockProps } from "./types.ts";

/**
 * Questions and answers as disclosure widgets (<details>, no script), grouped by category with
 * a category heading when the block shows more than one group.
 */
export function FaqBlock({ title, resolved, editing }: FaqBlockProps) {
  const categories = (resolved?.categories ?? []).filter((c) => c.faqs?.length > 0);
  if (categories.length === 0) {
    return editing ? (
      <Placeholder label="Questions" hint="No questions yet; add them under FAQ in the panel." />
    ) : null;
  }
  const grouped = categories.length > 1;
  const GroupTitle = title ? "h3" : "h2";
  return (
    <TitledSection className="blk-faq" title={title}>
      {categories.map((category) => (
        <div key={category.id ?? "other"} className="blk-faq__group">
          {grouped && category.name ? (
            <GroupTitle className="blk-faq__group-title">{category.name}</GroupTitle>
          ) : null}
          {category.faqs.map((faq) => (
            <details key={faq.id} className="blk-faq__item">
              <summary className="blk-faq__question">{faq.question}</summary>
              <div className="blk-faq__answer">{faq.answer}</div>
            </details>
          ))}
        </div>
      ))}
    </TitledSection>
  );
}
