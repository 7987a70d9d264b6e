import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

interface PendingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its request runs: it says `pendingText` (its own words without one), and keeps the focus. */
  pending: boolean;
  pendingText?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button whose press starts a request: `aria-disabled`, never `disabled`, while it runs, so the
 * focus stays on it (README.md, "disabled or aria-disabled"); its handler ignores a second press.
 */
export function PendingButton({ pending, pendingText, children, ...props }: PendingButtonProps) {
  return (
    <button type="button" {...props} aria-disabled={pending || undefined}>
      {pending && pendingText !== undefined ? pendingText : children}
    </button>
  );
}
