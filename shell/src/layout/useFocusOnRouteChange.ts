import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Gives up on a page whose heading never comes (a page that failed and shows no h1). */
const WAIT_FOR_HEADING_MS = 10_000;

/** Focuses the page's h1 (made focusable by script, tabindex -1, no ring); false if none yet. */
function focusHeading(main: Element): boolean {
  const heading = main.querySelector('h1');
  if (!(heading instanceof HTMLElement)) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}

/**
 * After a route change the person caused, moves the keyboard focus to the new page's heading, so
 * a screen reader reads where they arrived and Tab continues from the page, not from the menu
 * link left behind (shared-ui/README.md, "Accessibility"). A remote page may arrive later than
 * the route: its heading is awaited. Nothing moves on the first load (the browser starts at the
 * top of the page), on redirects before the person did anything, or when they already moved on.
 */
export function useFocusOnRouteChange(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const acted = useRef(false);

  useEffect(() => {
    const mark = () => {
      acted.current = true;
    };
    document.addEventListener('keydown', mark, true);
    document.addEventListener('pointerdown', mark, true);
    return () => {
      document.removeEventListener('keydown', mark, true);
      document.removeEventListener('pointerdown', mark, true);
    };
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!acted.current) return;
    const main = document.getElementById('main');
    if (!main || focusHeading(main)) return;

    const startedOn = document.activeElement;
    const observer = new MutationObserver(() => {
      // Someone who has already moved into the page keeps their place.
      if (document.activeElement !== startedOn && main.contains(document.activeElement)) {
        observer.disconnect();
        return;
      }
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]);
}
