import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Where the focus goes on closing when the control that opened the dialog has gone. */
  onFocusLost?: () => void;
  children: ReactNode;
}

/**
 * A desk's dialog (a ride's hand-over, a workshop block): a native modal <dialog>, as
 * shared-auth's ConfirmDialog, so the browser keeps the focus inside it, makes the page behind it
 * inert and turns Escape into Close. It opens on its first field (or its first button) and gives
 * the focus back to the control that opened it.
 */
export function DeskDialog({ open, title, onClose, onFocusLost, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The latest onFocusLost, read when the dialog closes (not a reason to run its effect again).
  const focusLost = useEffectEvent(() => onFocusLost?.());
  const titleId = useId();
  const { t } = useTranslation('admin');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
      dialog.showModal();
      const first =
        dialog.querySelector<HTMLElement>('input, select, textarea') ??
        dialog.querySelector<HTMLElement>('.admin-dialog__body button');
      (first ?? dialog.querySelector<HTMLElement>('button'))?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
      else focusLost();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="admin-dialog__head">
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        <button
          type="button"
          className="admin-dialog__close"
          aria-label={t('dialog.close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open && <div className="admin-dialog__body">{children}</div>}
    </dialog>
  );
}
