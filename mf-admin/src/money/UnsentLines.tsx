import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from 'shared-auth/api';
import { MessageBox, PendingButton } from 'shared-ui';
import { lineText } from './moneyText';
import type { useLinePosting } from './useLinePosting';

type Posting = ReturnType<typeof useLinePosting>;

/**
 * A step's lines being written, in place of the step's form: which is being written, or which
 * failed and why (the step itself is recorded) with Retry, and the lines not sent yet. It takes
 * the focus, since the form that had it is gone.
 */
export function UnsentLines({ posting }: { posting: Posting }) {
  const { t } = useTranslation('admin');
  const money = useMoney();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const { inFlight, status } = posting;
  if (!inFlight) return null;
  const [first, ...rest] = inFlight.lines.map((line) => lineText(t, money, line));

  return (
    <div
      ref={box}
      tabIndex={-1}
      className={
        inFlight.failed ? 'admin-money__unsent admin-money__unsent--failed' : 'admin-money__unsent'
      }
      role="group"
      aria-labelledby={titleId}
    >
      <p id={titleId} className="admin-money__unsent-title">
        {inFlight.failed
          ? t('money.unsent.failed', { step: inFlight.step })
          : t('money.unsent.writing', { step: inFlight.step })}
      </p>
      <p>
        <strong>{first}</strong>
      </p>
      {inFlight.failed && <MessageBox message={status.message} error />}
      {rest.length > 0 && (
        <>
          <p>{t('money.unsent.rest')}</p>
          <ul>
            {rest.map((text, index) => (
              // The lines' order is fixed: a line is known by its place.
              <li key={index}>{text}</li>
            ))}
          </ul>
        </>
      )}
      <PendingButton
        className="button admin-desk-button"
        pending={status.loading}
        pendingText={status.message}
        onClick={posting.retry}
      >
        {t('money.unsent.retry')}
      </PendingButton>
    </div>
  );
}
