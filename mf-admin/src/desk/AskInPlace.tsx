import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { MessageBox, PendingButton, type RequestStatus } from 'shared-ui';

interface Props {
  /** The button that asks: its words, its class and, when they need more, its name. */
  label: string;
  className: string;
  name?: string;
  /** Called as the question opens: its fields start afresh. */
  onAsk: () => void;
  question: string;
  /** Its fields (a reason). */
  children: ReactNode;
  /** The request the answer makes: what went wrong shows above the answers. */
  status: RequestStatus;
  yes: string;
  no: string;
  onYes: () => void;
  /** Its first field, which takes the focus as it opens; without one, the answer that changes nothing. */
  first?: RefObject<HTMLElement | null>;
}

/**
 * A question asked in place of the button that asks it (a second modal over a desk's dialog would
 * only add a layer): its words, its fields, and the two answers, the first the risky one. The
 * button opens it and focuses `first` (or No); No closes it and gives the focus back to the button.
 */
export function AskInPlace(props: Props) {
  const { label, className, name, onAsk, question, children, status, yes, no, onYes, first } =
    props;
  const [asking, setAsking] = useState(false);
  const start = useRef<HTMLButtonElement>(null);
  const noButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  // The focus moves at once, to what the change has just drawn.
  const show = (next: boolean) => {
    flushSync(() => setAsking(next));
    (next ? (first ?? noButton) : start).current?.focus();
  };

  if (!asking) {
    return (
      <button
        ref={start}
        type="button"
        className={className}
        aria-label={name}
        onClick={() => {
          onAsk();
          show(true);
        }}
      >
        {label}
      </button>
    );
  }

  return (
    <div className="admin-desk-cancel" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="admin-desk-cancel__question">
        {question}
      </p>
      {children}
      {status.error && <MessageBox message={status.message} error />}
      <div className="admin-desk-actions">
        <PendingButton
          className="button button--danger admin-desk-button"
          pending={status.loading}
          pendingText={status.message}
          onClick={onYes}
        >
          {yes}
        </PendingButton>
        <button
          ref={noButton}
          type="button"
          className="button button--secondary admin-desk-button"
          onClick={() => show(false)}
        >
          {no}
        </button>
      </div>
    </div>
  );
}
