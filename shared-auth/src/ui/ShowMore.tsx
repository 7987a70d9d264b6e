import { useEffect, useRef, useState } from 'react';
import { ErrorState } from './ErrorState';
import { LiveRegion } from './LiveRegion';
import './show-more.css';

interface ShowMoreProps {
  /** The button's words: 'Show more', 'Show earlier rides'. */
  label: string;
  /** Whether the list has another page to ask for. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The last page asked for did not arrive: a Retry replaces the button. */
  failed: boolean;
  /** Asks for the next page; Retry asks for it again. */
  onMore: () => void;
  /** How many rows the list shows now. */
  count: number;
  /** What is said politely when a page asked for here arrives: '50 more reservations loaded…'. */
  loadedText: (added: number, shown: number) => string;
  /** Shown in the button's place once the list has ended after a press: 'No earlier rides.'. */
  endText: string;
}

/**
 * The end of a list that pages: Show more under the rows, which keeps the keyboard focus while
 * the page comes (aria-disabled, like every pending button); the rows that arrive are announced
 * politely. When the button has to go (the list ended, or the page failed and a Retry takes its
 * place), the focus moves to what replaced it instead of falling to the page
 * (shared-auth/README.md, "Accessibility").
 */
export function ShowMore({
  label,
  hasMore,
  loading,
  failed,
  onMore,
  count,
  loadedText,
  endText,
}: ShowMoreProps) {
  const box = useRef<HTMLDivElement>(null);
  /** The rows shown when the press came, until its page has arrived (or failed). */
  const pressedAt = useRef<number | null>(null);
  const wasLoading = useRef(loading);
  const [paged, setPaged] = useState(false);
  const [said, setSaid] = useState('');

  const press = () => {
    if (loading) return;
    pressedAt.current = count;
    setPaged(true);
    onMore();
  };

  useEffect(() => {
    const finished = wasLoading.current && !loading;
    wasLoading.current = loading;
    if (pressedAt.current === null) return;
    // The pressed control left the page (the button became a Retry, a note, or back): the focus
    // goes to what took its place, where the press was.
    const active = document.activeElement;
    if (!active || active === document.body) {
      const next = box.current?.querySelector<HTMLElement>('button, [tabindex="-1"]');
      next?.focus();
    }
    if (finished) {
      if (!failed) setSaid(loadedText(count - pressedAt.current, count));
      pressedAt.current = null;
    }
  }, [loading, failed, hasMore, count, loadedText]);

  let control = null;
  if (failed && !loading) {
    control = <ErrorState compact onRetry={press} />;
  } else if (hasMore || loading) {
    control = (
      <button
        type="button"
        className="button button--secondary show-more__button"
        aria-disabled={loading || undefined}
        onClick={press}
      >
        {loading ? 'Loading...' : label}
      </button>
    );
  } else if (paged) {
    control = (
      <p className="show-more__end" tabIndex={-1}>
        {endText}
      </p>
    );
  }

  return (
    <div className="show-more" ref={box}>
      {control}
      <LiveRegion className="visually-hidden">{said}</LiveRegion>
    </div>
  );
}
