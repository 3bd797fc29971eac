import type { ReactNode } from "react";

/** A public page's section named by its `member-heading` h2 (`id` is the heading's id). */
export function HeadedSection({
  className,
  id,
  title,
  children,
}: {
  className: string;
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="member-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
