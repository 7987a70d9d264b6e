import { useEffect, useRef, useState, type MouseEvent } from 'react';

/**
 * The YES/NO step before a destructive action on one row (delete a motorcycle, cancel a
 * reservation, change a person): `ask` opens the question for a target, `no` closes it and gives
 * the focus back to the button that opened it, `yes` runs the action and then moves the focus to
 * `result` (the outcome's message), since the row may leave the list once it refreshes. While
 * `busy`, nothing new is asked.
 */
export function useConfirmedAction<Target>(
  run: (target: Target) => Promise<unknown>,
  busy: boolean,
) {
  const [target, setTarget] = useState<Target | null>(null);
  // Where focus goes once the dialog has closed: back to the button that opened it.
  const opener = useRef<HTMLButtonElement | null>(null);
  const restoreFocus = useRef(false);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Runs after the dialog's own effect has closed it, when the page is no longer inert.
    if (target === null && restoreFocus.current) {
      restoreFocus.current = false;
      opener.current?.focus();
    }
  }, [target]);

  const ask = (asked: Target) => (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) return;
    opener.current = event.currentTarget;
    setTarget(asked);
  };

  const no = () => {
    restoreFocus.current = true;
    setTarget(null);
  };

  const yes = async () => {
    if (target === null) return;
    restoreFocus.current = true;
    setTarget(null);
    await run(target);
    result.current?.focus();
  };

  return { target, ask, no, yes, result };
}
