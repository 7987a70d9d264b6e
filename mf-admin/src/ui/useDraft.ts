import { useState } from 'react';

/**
 * A form's draft of `value`, what the page's address shows (a filter, a range, a day): it starts
 * again from `value` whenever that changes (Back, a link), so the form always shows what the page
 * shows, and `onFollow` then clears what the form had said about the old draft.
 */
export function useDraft<Value>(value: Value, onFollow?: () => void) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
    onFollow?.();
  }
  return [draft, setDraft] as const;
}
