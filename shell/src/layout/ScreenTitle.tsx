import { useEffect, type ReactNode } from 'react';

export const PRODUCT_NAME = 'Vespa Rentals';

/** "My reservations · Vespa Rentals": what the browser tab and a screen reader call the page. */
export function screenTitle(title: string): string {
  return `${title} · ${PRODUCT_NAME}`;
}

/**
 * Names the screen it wraps in the document's title, so each page has its own (the tab, the
 * history list and screen readers tell them apart).
 */
export function ScreenTitle({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = screenTitle(title);
  }, [title]);
  return children;
}
