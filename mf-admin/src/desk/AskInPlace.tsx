import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { MessageBox, PendingButton, type RequestStatus } from 'shared-ui';

/**
 * A question asked in place of the button that asks it (a second modal over a desk's dialog would
 * only add a layer): `ask` opens it and focuses `first` (its first field, or the answer that
 * changes nothing), `back` closes it and gives the focus back to `start`, the button.
 */
export function useAskInPlace<First extends HTMLElement>() {
  const [asking, setAsking] = useState(false);
  const first = useRef<First>(null);
  const start = useRef<HTMLButtonElement>(null);
  const backToStart = useRef(false);

  useEffect(() => {
    if (asking) first.current?.focus();
    else if (backToStart.current) {
      backToStart.current = false;
      start.current?.focus();
    }
  }, [asking]);

  const back = () => {
    backToStart.current = true;
    setAsking(false);
  };
  return { asking, ask: () => setAsking(true), back, first, start };
}

interface Props {
  question: string;
  /** Its fields (a reason). */
  children: ReactNode;
  /** The request the answer makes: what went wrong shows above the answers. */
  status: RequestStatus;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
  noRef?: Ref<HTMLButtonElement>;
}

/** The question asked in place: its words, its fields, and the two answers, the first the risky one. */
export function QuestionInPlace({
  question,
  children,
  status,
  yes,
  no,
  onYes,
  onNo,
  noRef,
}: Props) {
  const questionId = useId();
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
          ref={noRef}
          type="button"
          className="button button--secondary admin-desk-button"
          onClick={onNo}
        >
          {no}
        </button>
      </div>
    </div>
  );
}
