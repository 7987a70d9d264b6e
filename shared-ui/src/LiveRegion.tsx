import { useEffect, useState, type ReactNode } from 'react';

/**
 * How long a new live region stays empty. Screen readers announce changes to a region they
 * already track; a region inserted together with its text is often read by none of them, so the
 * text follows a moment after the (empty) region.
 */
export const LIVE_REGION_DELAY_MS = 100;

interface LiveRegionProps {
  /** `status` (polite, the default) or `alert` (assertive, for errors). */
  role?: 'status' | 'alert';
  className?: string;
  children?: ReactNode;
}

/**
 * A live region that is mounted empty: what it holds when it first renders is put in a moment
 * later, so it is announced like any later change (README.md, "Accessibility").
 */
export function LiveRegion({ role = 'status', className, children }: LiveRegionProps) {
  // A region mounted empty (nothing, '', or a boolean such as the `false` of
  // `{shown && <p>…</p>}`) is already tracked when its text comes: nothing to wait for, and no
  // timer behind a silent region.
  const [ready, setReady] = useState(
    children === undefined || children === null || children === '' || typeof children === 'boolean',
  );
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), LIVE_REGION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return (
    <div role={role} className={className}>
      {ready ? children : null}
    </div>
  );
}
