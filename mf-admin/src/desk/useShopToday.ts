import { useEffect, useState } from 'react';
import { shopToday } from './shopClock';

/** How often a desk screen looks whether the shop's day has changed. */
const DAY_CHECK_MS = 60_000;

/** The shop's today, `YYYY-MM-DD`, following midnight on a screen left open overnight. */
export function useShopToday(): string {
  const [today, setToday] = useState(() => shopToday());
  useEffect(() => {
    const timer = setInterval(() => setToday(shopToday()), DAY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return today;
}
