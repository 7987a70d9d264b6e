import { useEffect, useRef, useState } from 'react';

/**
 * A question asked in place of the button that asks it (a second modal over a desk's dialog would
 * only add a layer): `ask` opens it and focuses `first` (its first field, or the answer that
 * changes nothing), `back` closes it and gives the focus back to `start`, the button.
 */
export function useAskInPlace<First extends HTMLElement>() {
  const [asking, setAsking] = useState(false);
  const first = useRef<First>(null);
  const start = useRef<HTMLButtonElement>(null);
  const backToStart = useRef(false);

  useEffect(() => {
    if (asking) first.current?.focus();
    else if (backToStart.current) {
      backToStart.current = false;
      start.current?.focus();
    }
  }, [asking]);

  const back = () => {
    backToStart.current = true;
    setAsking(false);
  };
  return { asking, ask: () => setAsking(true), back, first, start };
}
