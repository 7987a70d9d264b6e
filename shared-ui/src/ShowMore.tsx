import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './ErrorState';
import { LiveRegion } from './LiveRegion';
import { PendingButton } from './PendingButton';
import './locales/i18n';

/**
 * A list's RTK Query infinite query: whether it has another page to ask for, whether that page is
 * on its way, whether the last page asked for did not arrive (a Retry replaces the button).
 */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface ShowMoreProps {
  /** The button's words: 'Show more', 'Show earlier rides'. */
  label: string;
  list: PagedQuery;
  /** Asks for the next page, and Retry for it again: the list's next page unless said. */
  onMore?: () => void;
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
 * (README.md, "Accessibility").
 */
export function ShowMore({
  label,
  list,
  onMore = () => void list.fetchNextPage(),
  count,
  loadedText,
  endText,
}: ShowMoreProps) {
  const { hasNextPage: hasMore, isFetchingNextPage: loading, isFetchNextPageError: failed } = list;
  const { t } = useTranslation('ui');
  const box = useRef<HTMLDivElement>(null);
  /** A press here waits for its page: the focus it left in this box must not fall to the page. */
  const keepFocus = useRef(false);
  /** The rows shown when the press came, until its page has arrived (or failed). */
  const pressedAt = useRef<number | null>(null);
  const [paged, setPaged] = useState(false);
  const [said, setSaid] = useState('');

  const press = () => {
    if (loading) return;
    pressedAt.current = count;
    keepFocus.current = true;
    setPaged(true);
    onMore();
  };

  // Before the browser paints: the focus never rests on the page in between.
  useLayoutEffect(() => {
    // The pressed control left the page (the button became a Retry or a note, or back): the
    // focus goes to what took its place, where the press was.
    const active = document.activeElement;
    if (keepFocus.current && (!active || active === document.body)) {
      box.current?.querySelector<HTMLElement>('button, [tabindex="-1"]')?.focus();
    }
    const start = pressedAt.current;
    if (start === null || loading) return;
    if (count !== start) setSaid(loadedText(count - start, count));
    else if (!failed && hasMore) return;
    // The press has had its answer.
    pressedAt.current = null;
    keepFocus.current = false;
  }, [loading, failed, hasMore, count, loadedText]);

  let control = null;
  if (failed && !loading) {
    control = <ErrorState compact onRetry={press} />;
  } else if (hasMore || loading) {
    control = (
      <PendingButton
        className="button button--secondary show-more__button"
        pending={loading}
        pendingText={t('loading')}
        onClick={press}
      >
        {label}
      </PendingButton>
    );
  } else if (paged) {
    control = (
      <p className="show-more__end" tabIndex={-1}>
        {endText}
      </p>
    );
  }

  return (
    <div
      className="show-more"
      ref={box}
      onBlur={(event) => {
        // Gone elsewhere on purpose: from now on the focus is the visitor's business.
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next)) keepFocus.current = false;
      }}
    >
      {control}
      <LiveRegion className="visually-hidden">{said}</LiveRegion>
    </div>
  );
}
