import { useEffect, useRef, useState } from 'react';

/**
 * A form that refuses to send what is wrong: each `refuse` focuses its first field marked invalid,
 * once the marks are drawn, so the keyboard lands on what to mend and a screen reader hears why.
 */
export function useFirstInvalidFocus() {
  const form = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  return { form, refuse: () => setRefused((count) => count + 1) };
}
