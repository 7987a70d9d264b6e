import { useId, type ReactNode } from 'react';
import './admin-page.css';

/** The frame of an admin page: its title, a line on what the page does, then the page. */
export function AdminPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="admin-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p className="admin-page__lead">{lead}</p>
      {children}
    </section>
  );
}
