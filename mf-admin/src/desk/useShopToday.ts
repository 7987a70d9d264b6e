import { useEffect, useMemo, useState } from 'react';
import { useShopTimeZone } from 'shared-auth/api';
import { todayIn } from 'shared-domain';

/** How often a desk screen looks whether the shop's day has changed. */
const DAY_CHECK_MS = 60_000;

/**
 * The shop's today, `YYYY-MM-DD`, in its time zone (docs/PRODUCT.md, "The shop's time"),
 * following midnight on a screen left open overnight.
 */
export function useShopToday(): string {
  const timeZone = useShopTimeZone();
  const [lookedAt, setLookedAt] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLookedAt(Date.now()), DAY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => todayIn(new Date(lookedAt), timeZone), [lookedAt, timeZone]);
}
