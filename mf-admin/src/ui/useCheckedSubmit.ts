import { useEffect, useRef, useState, type FormEvent } from 'react';

/**
 * A desk form that refuses to send what is wrong. Its submit does nothing while its request runs;
 * else it marks the form tried (its errors show from then on, and follow the fields) and calls
 * `send`, which checks the fields and answers false when one is wrong: then the first field
 * marked invalid takes the focus, once the marks are drawn, so the keyboard lands on what to mend
 * and a screen reader hears why.
 */
export function useCheckedSubmit(busy: boolean, send: () => Promise<false | void>) {
  const form = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if ((await send()) === false) setRefused((count) => count + 1);
  };
  return { form, tried, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}
