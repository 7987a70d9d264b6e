import { useEffect, useId, useRef } from 'react';

interface Props {
  open: boolean;
  question: string;
  onYes: () => void;
  onNo: () => void;
}

/**
 * A YES/NO question in a native modal <dialog>: the browser keeps focus inside it, makes the
 * page behind it inert and turns Escape into NO.
 */
export function ConfirmDialog({ open, question, onYes, onNo }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onNo();
      }}
    >
      <p id={titleId} className="confirm-dialog__question">
        {question}
      </p>
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={onYes}>
          YES
        </button>
        <button type="button" className="button button--secondary" onClick={onNo} autoFocus>
          NO
        </button>
      </div>
    </dialog>
  );
}
