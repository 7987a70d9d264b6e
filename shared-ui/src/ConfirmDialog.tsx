import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './locales/i18n';

interface Props {
  open: boolean;
  question: string;
  onYes: () => void;
  onNo: () => void;
  /**
   * What the question is about, for screen readers only: read as the dialog's description when
   * the visible question alone does not say it ('Are you Sure?').
   */
  description?: string;
  /** Optional details under the question (e.g. which item), read out as the description. */
  children?: ReactNode;
  /**
   * An optional input the answer carries (e.g. a reason), between the details and YES/NO; it is
   * labelled by itself, not read as the description. NO keeps the first focus.
   */
  field?: ReactNode;
}

/**
 * A YES/NO question in a native modal <dialog>: the browser keeps focus inside it, makes the
 * page behind it inert and turns Escape into NO.
 */
export function ConfirmDialog({
  open,
  question,
  onYes,
  onNo,
  description,
  children,
  field,
}: Props) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const noButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const detailId = useId();
  const descriptionId = useId();
  const describedBy = [description ? descriptionId : '', children ? detailId : '']
    .filter(Boolean)
    .join(' ');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // NO starts focused, so a hasty Enter never confirms. (React's autoFocus only acts on
      // mount, while the dialog is still closed, so it cannot do this.)
      noButton.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={describedBy || undefined}
      onCancel={(event) => {
        event.preventDefault();
        onNo();
      }}
    >
      <p id={titleId} className="confirm-dialog__question">
        {question}
      </p>
      {description && (
        <p id={descriptionId} className="visually-hidden">
          {description}
        </p>
      )}
      {children && (
        <div id={detailId} className="confirm-dialog__detail">
          {children}
        </div>
      )}
      {field && <div className="confirm-dialog__field">{field}</div>}
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={onYes}>
          {t('yes')}
        </button>
        <button type="button" className="button button--secondary" onClick={onNo} ref={noButton}>
          {t('no')}
        </button>
      </div>
    </dialog>
  );
}
