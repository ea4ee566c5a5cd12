import { useId, type ReactNode } from 'react';
import './plain.css';

type Props = {
  /** A header bar holding this heading (antd Card's `title`); without it the body stands alone. */
  title?: ReactNode;
  children: ReactNode;
};

/**
 * A card in antd's look, without antd's Card, which brings its tabs along wherever it is shown.
 * A card with a title is a region named by it.
 */
export function Card({ title, children }: Props) {
  const titleId = useId();
  return (
    <section className="plain plain-card" aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className="plain-card-title">
          {title}
        </h2>
      )}
      <div className="plain-card-body">{children}</div>
    </section>
  );
}
