import type { ReactNode } from "react";

/** One term and its value in a `respond-facts` list. */
export function RespondFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="respond-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
