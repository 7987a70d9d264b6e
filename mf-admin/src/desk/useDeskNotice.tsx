import { useEffect, useRef, useState } from 'react';
import { MessageBox } from 'shared-ui';

/**
 * What the desk's last step said (a hand-over, a cancel, a void): `notice` is a live region that
 * takes the focus once something is said, since what the step was done from (a row, a line) may
 * have left the screen; `say` says the next thing, even the same words again.
 */
export function useDeskNotice() {
  const [said, setSaid] = useState({ text: '', count: 0 });
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (said.count > 0) outcome.current?.focus();
  }, [said]);
  return {
    say: (text: string) => setSaid(({ count }) => ({ text, count: count + 1 })),
    notice: (
      <div ref={outcome} tabIndex={-1} className="admin-desk-outcome">
        <MessageBox message={said.text} error={false} />
      </div>
    ),
  };
}
