import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';
import './admin-page.css';

/**
 * The frame of an admin page: its title, a line on what the page does, then the page. `wide` lets
 * a table use the whole width the shell gives (forms read better narrower). Nothing shows until
 * the page's sentences are in, in the language shown (its requests start meanwhile).
 */
export function AdminPage({
  title,
  lead,
  wide = false,
  children,
}: {
  title: string;
  lead: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const { ready } = useTranslation('admin');
  if (!ready) return null;
  return (
    <section
      className={wide ? 'admin-page admin-page--wide' : 'admin-page'}
      aria-labelledby={titleId}
    >
      <h1 id={titleId}>{title}</h1>
      <p className="admin-page__lead">{lead}</p>
      {children}
    </section>
  );
}
