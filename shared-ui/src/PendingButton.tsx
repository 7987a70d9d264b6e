import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

interface PendingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While its request runs: the button looks unavailable but keeps the focus. */
  pending: boolean;
  /** What it says meanwhile ('Deleting...'); without it, its own words stay. */
  pendingText?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button whose press starts a request. It is `aria-disabled`, never `disabled`, while the
 * request runs, so the keyboard focus stays on it (README.md, "disabled or aria-disabled"); the
 * handler that runs the request ignores a second press.
 */
export function PendingButton({
  pending,
  pendingText,
  children,
  type = 'button',
  ...buttonProps
}: PendingButtonProps) {
  return (
    <button type={type} {...buttonProps} aria-disabled={pending || undefined}>
      {pending && pendingText !== undefined ? pendingText : children}
    </button>
  );
}
