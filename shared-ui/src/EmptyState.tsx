import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  hint?: ReactNode;
  /**
   * 1 when the state is the whole page (nothing else has a heading), 3 inside a section that has
   * its own h2, else 2.
   */
  titleLevel?: 1 | 2 | 3;
  /** What the visitor can do next: a link or a button. */
  children?: ReactNode;
}

/** Nothing to show: a title, a hint and what to do next. */
export function EmptyState({ title, hint, titleLevel = 2, children }: EmptyStateProps) {
  const Title = (['h1', 'h2', 'h3'] as const)[titleLevel - 1] ?? 'h2';
  return (
    <div className="state">
      <Title className="state__title">{title}</Title>
      {hint && <p className="state__text">{hint}</p>}
      {children}
    </div>
  );
}
