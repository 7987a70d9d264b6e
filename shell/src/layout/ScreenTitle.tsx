import { useEffect, type ReactNode } from 'react';

export const PRODUCT_NAME = 'Vespa Rentals';

/**
 * Names the screen it wraps in the document's title, so each page has its own (the tab, the
 * history list and screen readers tell them apart): "My reservations · Vespa Rentals".
 */
export function ScreenTitle({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return children;
}
